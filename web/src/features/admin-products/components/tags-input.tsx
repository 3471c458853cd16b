import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Tags: Enter, a comma or Add adds the typed tag (trimmed; blanks and repeats ignored). */
export function TagsInput({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');

  function add(raw: string) {
    const tag = raw.trim();
    setText('');
    if (tag === '' || value.includes(tag)) return;
    onChange([...value, tag]);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          placeholder="Add a tag"
          className="w-full rounded-lg border border-neutral-300 bg-white px-4 py-2 dark:border-neutral-700 dark:bg-neutral-950"
          onChange={(e) => {
            const next = e.target.value;
            if (next.includes(',')) {
              const parts = next.split(',');
              const rest = parts.pop() ?? '';
              const added = [...value];
              for (const part of parts) {
                const tag = part.trim();
                if (tag !== '' && !added.includes(tag)) added.push(tag);
              }
              if (added.length !== value.length) onChange(added);
              setText(rest);
            } else {
              setText(next);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add(text);
            }
          }}
        />
        <Button variant="outline" size="sm" wrap onClick={() => add(text)}>
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-0.5 pr-1 pl-2.5 text-xs dark:bg-neutral-800"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-neutral-200 dark:hover:bg-neutral-700"
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
