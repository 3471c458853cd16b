/*
 * Tailwind class merging for `cn()`: of two classes that set the same thing (`px-3` and a
 * later `px-2`, `text-sm` and a later `text-xs`), the later one stays. It works as
 * tailwind-merge's `twMerge` does (the same class groups and conflicts, the same handling
 * of variants and of `!`, `-` and `/…`), and every class of this app merges exactly as
 * twMerge merges it: src/lib/__tests__/merge-classes.test.ts holds each pair of them to
 * tailwind-merge itself. It is ≈ 2.5 KB of gzip where twMerge, on every page, was 8.4 KB:
 * twMerge carries a rule for every value of every Tailwind utility, this a line per
 * utility family (`SPEC`). A class it does not know is kept as it is, as twMerge keeps one.
 */

const TSHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const FRACTION = /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/;
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const SHADOW = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
/** `[label:content]`, or `(label:content)` for a CSS variable. */
const ARBITRARY = /^(?:\[(?:(\w[\w-]*):)?(.+)\]|\((?:(\w[\w-]*):)?(.+)\))$/i;

const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));

/** An arbitrary value of a kind: by its label, or by its content when it has none. */
function arbitrary(labels: string[], test: (content: string) => boolean) {
  return (value: string) => {
    const match = ARBITRARY.exec(value);
    if (!match) return false;
    const label = match[1] ?? match[3];
    // A bare CSS variable, `(--x)`, says nothing of its kind.
    return label ? labels.includes(label) : match[2] !== undefined && test(match[2]);
  };
}

/** The value tests a `SPEC` rule names with `@`. */
const TESTS: Record<string, (value: string) => boolean> = {
  n: isNumber,
  int: (value) => isNumber(value) && Number.isInteger(Number(value)),
  pct: (value) => value.endsWith('%') && isNumber(value.slice(0, -1)),
  frac: (value) => FRACTION.test(value),
  t: (value) => TSHIRT.test(value),
  arb: (value) => ARBITRARY.test(value),
  len: arbitrary(['length'], (content) => LENGTH.test(content) && !COLOR_FUNCTION.test(content)),
  num: arbitrary(['number'], isNumber),
  sh: arbitrary(['shadow'], (content) => SHADOW.test(content)),
};

/*
 * Whole-name classes, one group a line (`group:name,name…`); after the `=` line, utility
 * families, one a line: `prefix=rule|rule|…` (the prefix alone: its own group, any
 * value). A rule `group:v1,v2,…` takes the values listed, where `@x` is a test of `TESTS`
 * and `~` the bare prefix (`border`, `ring`); a last rule `group` takes any other value.
 * A line starting `{a,b}` stands for a line for a and one for b (see `expand`).
 */
const SCALE = '@n,@frac,@t,@arb,px';
const SIZES = `${SCALE},auto,full,screen,min,max,fit,none,prose,svw,lvw,dvw,svh,lvh,dvh,lh`;
const STYLES = 'solid,dashed,dotted,double,hidden,none';
const SPEC = `
display:block,inline-block,inline,flex,inline-flex,table,inline-table,table-cell,table-row,flow-root,grid,inline-grid,contents,list-item,hidden
position:static,fixed,absolute,relative,sticky
visibility:visible,invisible,collapse
sr:sr-only,not-sr-only
font-style:italic,not-italic
text-decoration:underline,overline,line-through,no-underline
text-transform:uppercase,lowercase,capitalize,normal-case
text-overflow:truncate
font-smoothing:antialiased,subpixel-antialiased
fvn-normal:normal-nums
fvn-ordinal:ordinal
fvn-slashed-zero:slashed-zero
fvn-spacing:proportional-nums,tabular-nums
isolation:isolate,isolation-auto
container:container
transform:transform,transform-cpu,transform-gpu,transform-none
=
text=font-size:base,@t,@len|text-alignment:left,center,right,justify,start,end|text-overflow:ellipsis,clip|text-wrap:wrap,nowrap,balance,pretty|text-color
font=font-weight:thin,extralight,light,normal,medium,semibold,bold,extrabold,black,@num|font-family
bg=bg-position:bottom,center,left,right,top|bg-size:auto,cover,contain|bg-color
{from,via,to}=gradient-{}-pos:@pct,@len|gradient-{}
border=border-w:~,@n,@len|border-style:${STYLES}|border-color
{x,y,s,e,t,r,b,l}border-{}=border-w-{}:~,@n,@len|border-color-{}
divide=divide-color
{x,y}divide-{}=divide-{}:~,@n,@len
ring=ring-w:~,@n,@len|ring-color
outline=outline-w:~,@n,@len|outline-style:${STYLES}|outline-color
outline-offset=outline-offset:@n,@len
shadow=shadow:~,none,2xs,@t,@sh|shadow-color
decoration=text-decoration-color
{rounded,rounded-t,rounded-r,rounded-b,rounded-l,rounded-tl,rounded-tr,rounded-br,rounded-bl}={}:~,none,full,${SCALE}
flex=flex-direction:row,row-reverse,col,col-reverse|flex-wrap:wrap,wrap-reverse,nowrap|flex:auto,initial,none,@n,@frac,@arb
{grow,shrink}={}:~,@n,@arb
order=order:first,last,none,@int,@arb
select=select:none,text,all,auto
z=z:auto,@int,@arb
opacity=opacity:@n,@arb
resize=resize:~,none,x,y
touch=touch-x:pan-x,pan-left,pan-right|touch-y:pan-y,pan-up,pan-down|touch-pz:pinch-zoom|touch
break=break:normal,words,all,keep
transition=transition:~,all,colors,opacity,shadow,transform,none,@arb
{translate,translate-x,translate-y}={}:full,${SCALE}
{filter,blur,backdrop-blur,grayscale,invert}={}:~,none,@n,@t,@arb
object=object-fit:contain,cover,fill,none,scale-down|object-position
list=list-style-position:inside,outside|list-style-type
content=align-content:normal,center,start,end,between,around,evenly,stretch|content
{space-x,space-y}={}:${SCALE}
{w,h,size,min-w,min-h,max-w,max-h,gap,gap-x,gap-y,basis}={}:${SIZES}
{inset,inset-x,inset-y,top,right,bottom,left}={}:auto,full,${SCALE}
{p,px,py,pt,pr,pb,pl,m,mx,my,mt,mr,mb,ml,scroll-mt,scroll-mb}={}:auto,${SCALE}
items=align-items
justify=justify-content
self=align-self
{col,col-span}=col-start-end
{row,row-span}=row-start-end
origin=transform-origin
align=vertical-align
{leading,tracking,whitespace,underline-offset,grid-cols,grid-rows,col-start,overflow,overflow-x,overflow-y}
{cursor,pointer-events,duration,ease,delay,animate,rotate,scale,aspect,line-clamp,fill,accent}
`;

/*
 * Groups a class of one group overrides besides its own, as `group:other,other…`
 * (tailwind-merge's table): `p` overrides `px` … `pl`, `px` overrides `ps`, `pe`, `pr`,
 * `pl`; and so on.
 */
const CONFLICTS_SPEC = `
overflow:overflow-x,overflow-y
inset:inset-x,inset-y,top,right,bottom,left
inset-x:right,left
inset-y:top,bottom
flex:basis,grow,shrink
gap:gap-x,gap-y
size:w,h
font-size:leading
line-clamp:display,overflow
translate:translate-x,translate-y
touch:touch-x,touch-y,touch-pz
{touch-x,touch-y,touch-pz}:touch
fvn-normal:fvn-ordinal,fvn-slashed-zero,fvn-spacing
{fvn-ordinal,fvn-slashed-zero,fvn-spacing}:fvn-normal
rounded:rounded-t,rounded-r,rounded-b,rounded-l,rounded-tl,rounded-tr,rounded-br,rounded-bl
rounded-t:rounded-tl,rounded-tr
rounded-r:rounded-tr,rounded-br
rounded-b:rounded-br,rounded-bl
rounded-l:rounded-tl,rounded-bl
{p,m}:{}x,{}y,{}t,{}r,{}b,{}l
{border-w,border-color}:{}-x,{}-y,{}-t,{}-r,{}-b,{}-l
{px,mx,border-w-x,border-color-x}:{-}r,{-}l
{py,my,border-w-y,border-color-y}:{-}t,{-}b
`;

/**
 * The lines of a spec with each `{a,b}rest` line written out for a and for b: in `rest`,
 * `{}` stands for the item and `{-}` for it without its last letter (`px` → `p`); a rest
 * starting with `=` or `:` (or none) follows the item itself (`{w,h}=…` is `w=…`, `h=…`).
 */
function expand(spec: string): string[] {
  return spec
    .trim()
    .split('\n')
    .flatMap((line) => {
      const items = /^\{([^}]+)\}/.exec(line);
      if (!items) return [line];
      const rest = line.slice(items[0].length);
      return items[1]!.split(',').map((item) =>
        (/^[=:]|^$/.test(rest) ? item + rest : rest)
          .replaceAll('{}', item)
          .replaceAll('{-}', item.slice(0, -1)),
      );
    });
}

/** A utility family's rules: the group of a value, by the first rule it meets. */
type Rule = [group: string, values: Set<string> | null, tests: ((value: string) => boolean)[]];

/** Whole-name classes (`block`, `sticky`): their groups. */
const WORDS = new Map<string, string>();
/** Utility prefixes (`px` of `px-3`): their rules. */
const PREFIXES = new Map<string, Rule[]>();
{
  const [words, prefixes] = expand(SPEC).join('\n').split('\n=\n') as [string, string];
  for (const line of words.split('\n')) {
    const [group, names] = line.split(':') as [string, string];
    for (const name of names.split(',')) WORDS.set(name, group);
  }
  for (const line of prefixes.split('\n')) {
    const [prefix, rules = prefix] = line.split('=') as [string, string?];
    PREFIXES.set(
      prefix,
      rules.split('|').map((rule) => {
        const [group, list] = rule.split(':') as [string, string?];
        if (list === undefined) return [group, null, []];
        const values = list.split(',');
        return [
          group,
          new Set(values.filter((value) => !value.startsWith('@')).map((v) => (v === '~' ? '' : v))),
          values.filter((value) => value.startsWith('@')).map((value) => TESTS[value.slice(1)]!),
        ];
      }),
    );
  }
}

/** Groups a class of one group overrides besides its own. */
const CONFLICTS = new Map(
  expand(CONFLICTS_SPEC).map((line) => {
    const [group, others] = line.split(':') as [string, string];
    return [group, others.split(',')];
  }),
);

function groupByRules(rules: Rule[], value: string): string | undefined {
  for (const [group, values, tests] of rules) {
    if (values === null) return value === '' ? undefined : group;
    if (values.has(value) || tests.some((test) => test(value))) return group;
  }
  return undefined;
}

/** The group of a class without its variants and `!`, or undefined for one it does not know. */
export function classGroup(name: string): string | undefined {
  if (name.startsWith('[') && name.endsWith(']')) {
    const colon = name.indexOf(':');
    return colon > 1 ? `arbitrary..${name.slice(1, colon)}` : undefined;
  }
  const base = name.startsWith('-') && name.length > 1 ? name.slice(1) : name;
  const word = WORDS.get(base);
  if (word) return word;
  const bare = PREFIXES.get(base);
  const bareGroup = bare && groupByRules(bare, '');
  if (bareGroup) return bareGroup;
  // Each `-` outside brackets may end the prefix; the longest prefix first (`border-t` of
  // `border-t-2` before `border`).
  const cuts: number[] = [];
  let depth = 0;
  for (let i = 0; i < base.length; i += 1) {
    const char = base[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === '-' && depth === 0) cuts.push(i);
  }
  for (let i = cuts.length - 1; i >= 0; i -= 1) {
    const rules = PREFIXES.get(base.slice(0, cuts[i]));
    const group = rules && groupByRules(rules, base.slice(cuts[i]! + 1));
    if (group) return group;
  }
  return undefined;
}

/** Modifiers a class's effect depends on the order of (tailwind-merge's list). */
const ORDER_SENSITIVE = new Set(
  '*,**,after,backdrop,before,details-content,file,first-letter,first-line,marker,placeholder,selection'.split(
    ',',
  ),
);

/** Variants in one order: sorted, except around arbitrary and order-sensitive ones. */
function variantKey(modifiers: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else {
      run.push(modifier);
    }
  }
  return [...sorted, ...run.sort()].join(':');
}

/** A class's variants, `!`, and its group (undefined: not a class this knows). */
function parse(className: string): { key: string; group: string | undefined } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (depth === 0 && char === ':') {
      modifiers.push(className.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && char === '/') {
      slash = i;
    } else if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
  }
  let base = className.slice(start);
  let important = '';
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = '!';
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = '!';
  }
  // `bg-ink/90` is `bg-ink` at 90 %; `w-1/2` is looked up whole if need be.
  const postfix = slash > start ? slash - start : -1;
  const group =
    (postfix > 0 ? classGroup(base.slice(0, postfix)) : undefined) ?? classGroup(base);
  return { key: variantKey(modifiers) + important, group };
}

function mergeList(classList: string): string {
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class whose group a later class took is left out.
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const className = classes[i]!;
    const { key, group } = parse(className);
    if (group !== undefined) {
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const other of CONFLICTS.get(group) ?? []) taken.add(key + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

const cache = new Map<string, string>();

/** `classList` without the classes a later one overrides (as tailwind-merge's `twMerge`). */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList);
  if (merged === undefined) {
    merged = classList.trim() === '' ? '' : mergeList(classList);
    if (cache.size >= 500) cache.clear();
    cache.set(classList, merged);
  }
  return merged;
}
