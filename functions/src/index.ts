/**
 * Entry point: wires triggers and callables only. Handlers live in their area folders and
 * their decisions in pure modules (see the functions issue).
 */
export {};
