/** A row of the bench's table: figure, value, budget, verdict. */
export type Row = string;

/** A table row; `words` name the verdict (a score below its floor is not "over"). */
export function row(
  figure: string,
  value: string,
  budget: string,
  ok: boolean | null,
  words: [met: string, missed: string] = ['within', 'OVER'],
): Row {
  const verdict = ok === null ? '' : ok ? words[0] : words[1];
  return `| ${figure} | ${value} | ${budget} | ${verdict} |`;
}
