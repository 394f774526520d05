import type { Message } from "./message.ts";

/** Renders a (nested) message to text in the catalogue's language. */
export type Render = (message: Message) => string;

/** One message's text: its parameters (of the shape its id promises) to words. */
// biome-ignore lint/suspicious/noExplicitAny: each entry declares its own parameter shape
export type Entry<P = any> = (params: P, render: Render) => string;

/** The languages a catalogue can be written in: English now, Chinese (the seeds') next. */
export type Language = "en" | "zh";

/** A language's texts by message id. */
export type Catalogue = Readonly<Record<string, Entry>>;

/** Another language's catalogue for the same messages: every id, with the same parameters. */
export type CatalogueLike<C extends Catalogue> = { readonly [K in keyof C]: C[K] };

/** A ruleset's catalogues: English always, the others as they are written. */
export type Catalogues = { readonly en: Catalogue } & Partial<Record<Language, Catalogue>>;
