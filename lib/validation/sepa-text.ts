// The character set of SEPA payment files: the EPC's basic Latin set (letters a-z and A-Z,
// digits, space and / - ? : ( ) . , ' +). Banks may reject a whole file over one character
// outside it, so names and remittance text are converted when the file is written, and a
// name with letters that have no Latin form is refused when the payout details are saved.
// Shared by the server (file and validation) and the Settings form (the name the bank receives).

const EPC_CHARACTER = /^[A-Za-z0-9/\-?:().,'+ ]$/;

// Letters that Unicode does not decompose into a Latin letter and marks, and symbols with a
// conventional stand-in inside the set.
const replacements: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "SS",
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  ŧ: "t",
  Ŧ: "T",
  ŋ: "n",
  Ŋ: "N",
  ĸ: "k",
  ſ: "s",
  "&": "+",
  "‘": "'",
  "’": "'",
  "‚": "'",
  "`": "'",
  "´": "'",
  '"': "'",
  "“": "'",
  "”": "'",
  "„": "'",
  "«": "'",
  "»": "'",
  "–": "-",
  "—": "-",
  "‐": "-",
  _: "-",
  ";": ",",
  "!": ".",
  "[": "(",
  "]": ")",
  "{": "(",
  "}": ")",
  "<": "(",
  ">": ")",
  "\u00a0": " ",
};

export interface SepaText {
  /** The text as the bank receives it: inside the EPC set, spaces collapsed. */
  text: string;
  /** Letters or digits with no Latin form (such as 東 or Я), each once, in order of appearance. */
  unconvertible: string[];
}

/** `value` in the EPC basic Latin set: accents dropped (ä to a), ß to ss, & to +, ø to o. */
export function toSepaText(value: string): SepaText {
  const unconvertible: string[] = [];
  let out = "";
  for (const char of value) {
    if (EPC_CHARACTER.test(char)) {
      out += char;
      continue;
    }
    const replaced = replacements[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    // A Latin letter with accents decomposes into the letter and combining marks.
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    if (base && [...base].every((part) => EPC_CHARACTER.test(part))) {
      out += base;
    } else if (/[\p{L}\p{N}]/u.test(char)) {
      if (!unconvertible.includes(char)) unconvertible.push(char);
    } else {
      // Other punctuation and symbols carry no meaning a bank needs.
      out += " ";
    }
  }
  return { text: out.replace(/ {2,}/g, " ").trim(), unconvertible };
}

/** Whether every character of `value` is inside the EPC basic Latin set. */
export function isSepaText(value: string): boolean {
  return [...value].every((char) => EPC_CHARACTER.test(char));
}

export const sepaTextMessages = {
  accountHolder: (characters: string[]) =>
    `The account holder's name goes to the bank in Latin letters, and ${characters
      .map((char) => `“${char}”`)
      .join(
        ", ",
      )} ${characters.length === 1 ? "has" : "have"} no Latin form: enter the name in Latin letters as the bank account shows it.`,
} as const;
