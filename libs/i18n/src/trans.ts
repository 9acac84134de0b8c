import type { I18n, TFunction } from './i18n-instance';
import {
  Fragment,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from './use-translation';

/** Elements a translation's tags stand for: `<0>…</0>` by position, `<name>…</name>` by name. */
export type TransComponents = readonly ReactElement[] | Readonly<Record<string, ReactElement>>;

/** Where a tag's element is looked up: the components, or (by default) the children. */
type Scope = readonly ReactNode[] | Readonly<Record<string, ReactNode>>;

export interface TransProps {
  /** The key; without one the children's text is the string (react-i18next's default value). */
  i18nKey?: string;
  /** `{{name}}` values. They are text: a value that looks like a tag is shown, never parsed. */
  values?: Record<string, unknown>;
  /** What the tags in the string render as; by default the children, by position. */
  components?: TransComponents;
  /** Namespace of the key (a remote's own strings); the common one by default. */
  ns?: string;
  /** A `t` to translate with instead of the one of the instance in context. */
  t?: TFunction;
  /** An instance to translate with instead of the one in context. */
  i18n?: I18n;
  /** The text when the key is missing, with elements standing for `<0>…</0>` tags. */
  children?: ReactNode;
}

/** A parsed translation: text, and tags holding more of it. */
type TransNode = string | TransTag;

interface TransTag {
  name: string;
  children: TransNode[];
  /** `<0/>`: the element keeps its own children. */
  selfClosing: boolean;
}

const TAG = /<(\/?)([A-Za-z0-9_-]+)\s*(\/?)>/g;

/** The tags react-i18next also renders as HTML when no component stands for them. */
const BASIC_HTML = new Set(['br', 'strong', 'i', 'p']);

/** The entities i18next's default escape writes; undone in text once the tags are parsed. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x2F;': '/',
};

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x2F);/g, (entity) => ENTITIES[entity]);
}

function asArray(children: ReactNode): ReactNode[] {
  return Array.isArray(children) ? (children as ReactNode[]) : [children];
}

/**
 * The children as the default string, react-i18next's way: text as it is, an element as
 * `<index>its children</index>` (its position among its siblings), so the tags of a translation
 * written from that string map back onto these elements.
 */
function nodesToString(children: ReactNode): string {
  let text = '';
  asArray(children).forEach((child, index) => {
    if (typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint') {
      text += String(child);
    } else if (isValidElement<{ children?: ReactNode }>(child)) {
      const inner = child.props.children;
      text +=
        inner === undefined || inner === null
          ? `<${index}></${index}>`
          : `<${index}>${nodesToString(inner)}</${index}>`;
    }
  });
  return text;
}

/** Parses tags into a tree; a tag without its partner stays as text. */
function parse(text: string): TransNode[] {
  const root: TransNode[] = [];
  const open: { tag: TransTag; raw: string; parent: TransNode[] }[] = [];
  let current = root;
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [raw, closing, name, selfClosing] = match;
    if (match.index > last) current.push(text.slice(last, match.index));
    last = match.index + raw.length;
    if (closing) {
      const top = open[open.length - 1];
      if (top?.tag.name === name) {
        open.pop();
        top.parent.push(top.tag);
        current = top.parent;
      } else {
        current.push(raw);
      }
    } else if (selfClosing) {
      current.push({ name, children: [], selfClosing: true });
    } else {
      const tag: TransTag = { name, children: [], selfClosing: false };
      open.push({ tag, raw, parent: current });
      current = tag.children;
    }
  }
  if (last < text.length) current.push(text.slice(last));
  // Unclosed tags: their text, opening tag included, joins the parent.
  while (open.length > 0) {
    const { tag, raw, parent } = open.pop() as { tag: TransTag; raw: string; parent: TransNode[] };
    parent.push(raw, ...tag.children);
  }
  return root;
}

function lookup(scope: Scope, name: string): ReactNode {
  if (isList(scope)) return /^\d+$/.test(name) ? scope[Number(name)] : undefined;
  return Object.prototype.hasOwnProperty.call(scope, name) ? scope[name] : undefined;
}

// Array.isArray does not narrow a readonly array type.
function isList(scope: Scope): scope is readonly ReactNode[] {
  return Array.isArray(scope);
}

/**
 * React nodes for the tree. With a `components` prop every tag, at any depth, names one of them;
 * with children as the components, a nested tag counts among its parent element's children.
 */
function toNodes(nodes: TransNode[], scope: Scope, nested: boolean): ReactNode[] {
  return nodes.map((node, index): ReactNode => {
    if (typeof node === 'string') return unescape(node);
    const target = lookup(scope, node.name);
    if (isValidElement<{ children?: ReactNode }>(target)) {
      if (node.selfClosing || node.children.length === 0)
        return cloneElement(target, { key: index });
      const inner = nested ? asArray(target.props.children) : scope;
      return cloneElement(target, { key: index }, ...toNodes(node.children, inner, nested));
    }
    if (BASIC_HTML.has(node.name)) {
      return node.name === 'br'
        ? createElement('br', { key: index })
        : createElement(node.name, { key: index }, ...toNodes(node.children, scope, nested));
    }
    // A tag nothing stands for is shown as written, like react-i18next does.
    return createElement(
      Fragment,
      { key: index },
      `<${node.name}>`,
      ...toNodes(node.children, scope, nested),
      node.selfClosing ? '' : `</${node.name}>`,
    );
  });
}

/**
 * A translation with elements inside: `"Read the <0>terms</0>"` with `components={[<a href…/>]}`,
 * or `<name>…</name>` with an object of components. The subset of react-i18next's `Trans` these
 * apps need (key, values, components, namespace, `t`, children as the default text), without
 * shipping react-i18next.
 */
export function Trans({ i18nKey, values, components, ns, t, i18n, children }: TransProps) {
  const fromContext = useTranslation(ns);
  const translate: TFunction =
    t ?? (i18n ? (i18n.getFixedT(null, ns ?? null) as TFunction) : fromContext.t);
  const defaultValue =
    children === undefined || children === null ? undefined : nodesToString(children);
  const options: Record<string, unknown> = {
    ...values,
    ...(ns ? { ns } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    // Escaped here and unescaped after the tags are parsed, so a value is always text.
    interpolation: { escapeValue: true },
  };
  const key = i18nKey ?? defaultValue ?? '';
  const text = String((translate as (key: string, options: object) => unknown)(key, options));
  return createElement(
    Fragment,
    null,
    ...toNodes(parse(text), components ?? asArray(children), components === undefined),
  );
}
