// The page's texts in the reader's language. The server writes the translations of this page's
// messages into the page as JSON (<script id="strings" type="application/json">), for the language of
// the browser's Accept-Language; a message it does not translate is shown as written (English).
// Loaded before phone.js and room.js, which say every text through _() and ngettext().
"use strict";

const STRINGS = (function () {
  const block = document.getElementById("strings");
  try {
    const strings = JSON.parse(block ? block.textContent : "{}");
    return { language: strings.language || "en", messages: strings.messages || {} };
  } catch (ignored) {
    return { language: "en", messages: {} };
  }
})();

const PLURALS = new Intl.PluralRules(STRINGS.language);
// Gettext numbers a language's forms in this order of CLDR's categories (one, few, many, …).
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"].filter((category) =>
  PLURALS.resolvedOptions().pluralCategories.includes(category),
);

// `message` in the page's language.
function _(message) {
  const translated = STRINGS.messages[message];
  return typeof translated === "string" ? translated : message;
}

// The form of a message for `n` (one reader, two readers): the translation's forms are taken in the
// order of the language's plural categories (Intl.PluralRules), as its gettext catalogue orders them.
function ngettext(singular, plural, n) {
  const forms = STRINGS.messages[singular];
  if (!Array.isArray(forms)) return n === 1 ? singular : plural;
  return forms[Math.max(0, Math.min(CATEGORIES.indexOf(PLURALS.select(n)), forms.length - 1))];
}

// A message with its named placeholders filled: fill(_("Hello {name}"), { name: "Ana" }).
function fill(message, values) {
  return message.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
