/**
 * Classes that give rendered Markdown (`markdown.ts`) the site's reading style; apart
 * from the renderer, so the article page has them before the renderer is loaded.
 */
export const PROSE_CLASSES =
  'text-base leading-relaxed text-neutral-800 dark:text-neutral-200 [&_a]:font-semibold [&_a]:text-gold-deep [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-gold [&_blockquote]:my-6 [&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 dark:[&_code]:bg-neutral-800 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_hr]:my-8 [&_img]:my-6 [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';
