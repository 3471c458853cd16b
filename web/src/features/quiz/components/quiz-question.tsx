import { useId, type RefObject } from 'react';
import type { QuizQuestion, StyleAnswers } from '@unlimited/domain';

/** The options a question has picked in `answers`. */
export function pickedOf(question: QuizQuestion, answers: StyleAnswers): readonly string[] {
  if (question.id === 'budget') return answers.budget === null ? [] : [answers.budget];
  return answers[question.id as Exclude<keyof StyleAnswers, 'budget'>];
}

/** `answers` with `optionId` turned on or off for `question` (one answer: replaced). */
export function toggleAnswer(
  question: QuizQuestion,
  answers: StyleAnswers,
  optionId: string,
  on: boolean,
): StyleAnswers {
  if (question.id === 'budget') return { ...answers, budget: on ? optionId : null };
  const key = question.id as Exclude<keyof StyleAnswers, 'budget'>;
  const order = question.options.map((choice) => choice.id);
  const next = on
    ? [...new Set([...answers[key], optionId])]
    : answers[key].filter((id) => id !== optionId);
  return { ...answers, [key]: next.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

/**
 * One question: its heading (focused when the step changes) and its options as a group of
 * checkboxes (several answers) or radio buttons (one), each with its label.
 */
export function QuizQuestionStep({
  question,
  answers,
  onChange,
  headingRef,
}: {
  question: QuizQuestion;
  answers: StyleAnswers;
  onChange: (answers: StyleAnswers) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const picked = pickedOf(question, answers);
  const type = question.kind === 'one' ? 'radio' : 'checkbox';
  return (
    <fieldset aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl leading-tight focus:outline-none sm:text-3xl"
      >
        {question.title}
      </h2>
      <p id={`${id}-hint`} className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
        {question.hint}
      </p>
      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {question.options.map((choice) => {
          const checked = picked.includes(choice.id);
          return (
            <label
              key={choice.id}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-neutral-300 px-4 py-3 has-checked:border-ink has-checked:bg-neutral-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold dark:border-neutral-700 dark:has-checked:border-white dark:has-checked:bg-neutral-900"
            >
              <input
                type={type}
                name={`${id}-${question.id}`}
                value={choice.id}
                checked={checked}
                onChange={(event) =>
                  onChange(toggleAnswer(question, answers, choice.id, event.target.checked))
                }
                className="size-5 accent-ink dark:accent-white"
              />
              <span className="text-base">{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
