/** The style quiz (`/quiz`): its questions, the answers' schema and the style ranking. */
export * from './questions';
export * from './answers';
export * from './answer-reading';
export * from './has-answers';
export * from './rank';
