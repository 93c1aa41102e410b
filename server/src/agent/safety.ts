// Steps the person must approve first: those that would pay, book, order or send a message. The
// server decides this, not the planner, from what the page says about the element pressed (its
// accessible name, whether it submits a form, and that form's fields, headings and address), so
// neither a model's mistake nor a page's text can skip the question. When in doubt it asks: a
// needless question costs a click, a wrong purchase costs money.
import type { Locator } from 'playwright-core';
import { pageFunction } from './snapshot';

export type RiskKind = 'payment' | 'booking' | 'order' | 'message';

/** What the page says about the element a step acts on (read in the page by `describeTarget`). */
export interface StepTarget {
  /** The element's accessible name or visible text (or the field's label). */
  name: string;
  tag: string;
  /** The type attribute of an input or button, lower case. */
  type: string;
  role: string;
  /** The element (or the button it sits in) submits a form when pressed. */
  submits: boolean;
  /** The element is (inside) a link with an address, and not a button. */
  link: boolean;
  /** The form's address, name, label, headings and legends, and the page's main heading. */
  formText: string;
  /** Labels, names and autocomplete hints of the form's fields. */
  fields: string[];
  /** The labels of the form's submit buttons (for a field that is submitted with Enter). */
  submitLabels: string[];
  /** A multi-line field, or one whose label suggests a message, reply or comment. */
  messageField: boolean;
}

export interface StepRisk {
  kind: RiskKind;
  question: string;
}

const CONSEQUENCE: Record<RiskKind, string> = {
  payment: 'This would make a payment.',
  booking: 'This would confirm a booking.',
  order: 'This would place an order.',
  message: 'This would send a message.',
};

// Words that commit by themselves, on a button (English matched as words, Hindi as text).
const STRONG: { kind: RiskKind; english: RegExp; hindi: string[] }[] = [
  {
    kind: 'payment',
    english:
      /\b(pay|pay now|make (a )?payment|confirm (and )?pay(ment)?|proceed to (pay|payment)|continue to (pay|payment)|checkout and pay|complete (the )?payment|transfer( money| funds)?|send money|donate|subscribe( now)?)\b/i,
    hindi: ['भुगतान', 'पे करें', 'पैसे भेजें', 'दान करें', 'ट्रांसफर'],
  },
  {
    kind: 'order',
    english:
      /\b(place (your |the )?order|order now|confirm (your |the )?order|submit (your |the )?order|complete (your |the )?(order|purchase)|buy( it)?( now)?|purchase)\b/i,
    hindi: ['ऑर्डर करें', 'ऑर्डर दें', 'आर्डर करें', 'खरीदें', 'ख़रीदें'],
  },
  {
    kind: 'booking',
    english:
      /\b(confirm (the |your )?(booking|appointment|reservation)|book( it)?( now)?|book (an |the |this )?(appointment|slot|table|ride|cab|ticket|room)|reserve( now)?|schedule (the |an )?appointment)\b/i,
    hindi: ['बुक करें', 'बुकिंग', 'आरक्षित करें', 'अपॉइंटमेंट की पुष्टि'],
  },
  {
    kind: 'message',
    english:
      /\b(send( message| email| mail| reply| invitation| request)?|post( comment| reply)?|publish|reply|tweet|share post)\b/i,
    hindi: ['भेजें', 'पोस्ट करें', 'प्रकाशित करें', 'जवाब दें'],
  },
];

// Words on a submit button that commit only when the form around them says what is committed.
const GENERIC_COMMIT =
  /\b(submit|confirm|complete|finish|done|ok|proceed|continue|place|go|save|apply)\b|पुष्टि|जमा करें|आगे बढ़ें/i;

// Words that never commit anything, whatever the form around them.
const HARMLESS =
  /^\s*(search|find|go to search|next|previous|prev|back|cancel|close|filter|apply filters?|sort|show more|load more|view( cart| details| more)?|cart|my cart|add to (cart|bag|basket|wishlist)|sign in|log ?in|sign up|register|subscribe to newsletter|select|choose|edit|remove|delete from cart|खोजें|अगला|पिछला|वापस|रद्द करें)\b/i;

// What a form or its fields say about the form's purpose.
const FORM_SIGNS: { kind: RiskKind; english: RegExp; hindi: string[] }[] = [
  {
    kind: 'payment',
    english:
      /\b(card ?number|cc-number|cc-csc|cc-exp|cvv|cvc|security code|expiry|upi|payment|pay|checkout|billing|net ?banking|amount)\b/i,
    hindi: ['भुगतान', 'कार्ड नंबर'],
  },
  {
    kind: 'order',
    english: /\b(order|purchase|delivery address|shipping)\b/i,
    hindi: ['ऑर्डर', 'डिलीवरी'],
  },
  {
    kind: 'booking',
    english: /\b(booking|book|appointment|reservation|reserve|slot|check-?in date)\b/i,
    hindi: ['बुकिंग', 'अपॉइंटमेंट', 'आरक्षण'],
  },
  {
    kind: 'message',
    english: /\b(message|compose|reply|comment|e-?mail body|recipient|to:|subject)\b/i,
    hindi: ['संदेश', 'टिप्पणी'],
  },
];

function matches(text: string, sign: { english: RegExp; hindi: string[] }): boolean {
  return sign.english.test(text) || sign.hindi.some((word) => text.includes(word));
}

function strongKind(label: string): RiskKind | null {
  if (HARMLESS.test(label)) return null;
  return STRONG.find((sign) => matches(label, sign))?.kind ?? null;
}

function formKind(target: StepTarget): RiskKind | null {
  const text = [target.formText, ...target.fields].join(' \n ');
  return FORM_SIGNS.find((sign) => matches(text, sign))?.kind ?? null;
}

function clipName(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Would pressing this element commit something? */
function pressRisk(target: StepTarget): RiskKind | null {
  const label = target.name;
  const strong = strongKind(label);
  // A plain link is a page to look at ("Cart", "Book now" opening a form); only words that
  // cannot mean anything else make a link risky.
  if (target.link && !target.submits) {
    return strong === 'payment' || /\b(place order|confirm booking)\b/i.test(label) ? strong : null;
  }
  if (strong) return strong;
  if (HARMLESS.test(label)) return null;
  if (target.submits && (GENERIC_COMMIT.test(label) || label.trim() === ''))
    return formKind(target);
  return null;
}

/**
 * The question to ask before the step, or null when the step is harmless. `host` names the site in
 * the question.
 */
export function assessStep(
  step:
    | { action: 'click' }
    | { action: 'type'; text: string; submit: boolean }
    | { action: 'select'; option: string },
  target: StepTarget,
  host: string,
): StepRisk | null {
  const name = clipName(target.name) || 'this button';
  if (step.action === 'click') {
    const kind = pressRisk(target);
    if (!kind) return null;
    return { kind, question: `Shall I press “${name}” on ${host}? ${CONSEQUENCE[kind]}` };
  }
  if (step.action === 'select') {
    const kind = strongKind(step.option);
    if (!kind || kind === 'message') return null;
    return {
      kind,
      question: `Shall I choose “${clipName(step.option)}” in “${name}” on ${host}? ${CONSEQUENCE[kind]}`,
    };
  }
  if (!step.submit) return null;
  // Enter in a field submits its form (the form's own button decides what that does), or sends a
  // message in a chat box.
  let kind: RiskKind | null = null;
  for (const label of target.submitLabels) {
    kind = pressRisk({ ...target, name: label, submits: true, link: false });
    if (kind) break;
  }
  if (!kind && target.submitLabels.length === 0 && target.formText !== '') {
    const formSign = formKind(target);
    if (formSign && formSign !== 'message') kind = formSign;
  }
  if (!kind && target.messageField) kind = 'message';
  if (!kind) return null;
  return {
    kind,
    question: `Shall I type “${clipName(step.text, 60)}” into “${name}” and submit it on ${host}? ${CONSEQUENCE[kind]}`,
  };
}

// Runs in the page (as source text: the server is type-checked without the DOM library).
const DESCRIBE_TARGET = pageFunction<(element: unknown) => StepTarget>(
  ['element'],
  String.raw`
  const flat = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const textOf = (node) => {
    if (!node) return '';
    const labelledBy = node.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy.split(/\s+/)
        .map((id) => (document.getElementById(id) || {}).textContent || '').join(' ');
      if (flat(text)) return flat(text);
    }
    const aria = flat(node.getAttribute('aria-label'));
    if (aria) return aria;
    if (node.tagName === 'INPUT') {
      if (['submit', 'button', 'reset', 'image'].includes(node.type)) return flat(node.value || node.alt);
      return flat(node.labels && node.labels[0] && node.labels[0].textContent) || flat(node.placeholder) || flat(node.name);
    }
    if (node.tagName === 'TEXTAREA' || node.tagName === 'SELECT') {
      return flat(node.labels && node.labels[0] && node.labels[0].textContent) || flat(node.getAttribute('placeholder')) || flat(node.name);
    }
    const text = flat(node.innerText || node.textContent);
    if (text) return text;
    const img = node.querySelector('img');
    return flat(node.getAttribute('title')) || flat(img && img.getAttribute('alt'));
  };
  const pressable = element.closest(
    'button, input[type=submit], input[type=button], input[type=image], input[type=reset], [role=button], a[href], [role=link], [role=menuitem], [role=tab]',
  ) || element;
  const tag = pressable.tagName.toLowerCase();
  const type = (pressable.getAttribute('type') || '').toLowerCase();
  const form = pressable.form || element.form || element.closest('form');
  const isSubmit = (control) => {
    const t = (control.getAttribute('type') || '').toLowerCase();
    return (control.tagName === 'BUTTON' && (t === '' || t === 'submit')) ||
      (control.tagName === 'INPUT' && (t === 'submit' || t === 'image'));
  };
  const submits = !!form && isSubmit(pressable);
  const link = tag === 'a' || pressable.getAttribute('role') === 'link';
  const formParts = [];
  const fields = [];
  const submitLabels = [];
  if (form) {
    formParts.push(form.getAttribute('action') || '', form.getAttribute('name') || '', form.id || '',
      form.getAttribute('aria-label') || '');
    for (const heading of form.querySelectorAll('h1, h2, h3, h4, legend, caption')) formParts.push(flat(heading.textContent));
    // The heading just before the form often names it ("Payment details").
    let previous = form;
    while (previous && !previous.previousElementSibling) previous = previous.parentElement;
    const before = previous && previous.previousElementSibling;
    if (before && /^H[1-4]$/.test(before.tagName)) formParts.push(flat(before.textContent));
    for (const control of Array.from(form.elements)) {
      if (control.type === 'hidden') continue;
      if (isSubmit(control)) submitLabels.push(textOf(control));
      else fields.push([textOf(control), control.getAttribute('autocomplete') || '', control.name || '', control.id || ''].join(' '));
    }
  }
  const h1 = document.querySelector('h1');
  formParts.push(flat(h1 && h1.textContent));
  const name = textOf(pressable);
  const hint = [name, element.name || '', element.placeholder || '', element.getAttribute('aria-label') || ''].join(' ');
  const messageField = element.tagName === 'TEXTAREA' || !!element.isContentEditable ||
    /\b(message|reply|comment|write|compose|chat)\b|संदेश|टिप्पणी|जवाब/i.test(hint);
  return {
    name, tag, type, role: pressable.getAttribute('role') || '', submits, link,
    formText: formParts.filter(Boolean).join(' \n '), fields, submitLabels, messageField,
  };`,
);

/** Reads what the page says about the element behind `locator` (see StepTarget). */
export async function describeTarget(locator: Locator, timeoutMs: number): Promise<StepTarget> {
  return locator.evaluate(DESCRIBE_TARGET, undefined, { timeout: timeoutMs });
}
