#!/usr/bin/env python3
"""The census of real decoding code (issue 22).

Runs `codable-check types` over the checkouts named in repositories.tsv and counts what the
interpreter of hand-written `init(from:)` bodies does not follow, grouped by construct, so the
interpreter grows from the most frequent constructs down. Prints Markdown tables:

  1. per repository: types, exact share, the types with a hand-written `init(from:)` and how many
     of those are `[exact]` (issue 22's "done when": at least 95% per repository), approximated,
     unsupported, and the statements not followed by construct;
  2. the constructs ranked by repositories, then hand-written types (statements, types, the types
     a construct alone holds back, an original sketch of the shape);
  3. why hand-written types are not exact, and why types are `[unsupported]`, grouped by cause.

A statement's construct comes from the rules of CONSTRUCTS (first match wins), applied to the whole
statement read from the checkout and to the reason `types` gives; what no rule matches is "other"
(`--other` lists it: read it and add a rule).

It fetches and builds nothing: give it a built codable-check and a folder holding one checkout per
repository, named after the repository (`MacPaw/OpenAI` -> CHECKOUTS/OpenAI). Standard library only.

    census.py --tool .build/release/codable-check --checkouts /work/scratch/census/src
    census.py ... --only OpenAI --only jwt-kit --details census.json --listings /tmp/listings

Every rule that reads `types`' output is in the section "Reading a listing" (`read_listing`): when
`types --format json` lands, only that function changes.
"""

import argparse
import collections
import dataclasses
import glob
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------------------------------------
# The repositories
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Repository:
    name: str  # owner/name
    commit: str
    kind: str
    schema: list  # paths inside the checkout, globs allowed
    options: list  # extra arguments of `types`

    @property
    def folder(self):
        return self.name.split("/", 1)[1]


def read_repositories(path):
    repositories = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.startswith("#") or not line.strip() or line.startswith("repository\t"):
                continue
            cells = line.rstrip("\n").split("\t")
            cells += [""] * (5 - len(cells))
            name, commit, kind, schema, options = cells[:5]
            repositories.append(
                Repository(name, commit, kind, [p for p in schema.split(";") if p], shlex.split(options)))
    return repositories


# ---------------------------------------------------------------------------------------------
# Running `types`
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Run:
    arguments: list
    status: object  # exit status, "timeout", "missing checkout", or "signal N"
    seconds: float
    output: str  # standard output and standard error, in that order
    commit_checked: object  # True / False when the checkout is a git work tree, None otherwise


def schema_arguments(repository, checkout):
    arguments = []
    for pattern in repository.schema:
        matches = sorted(glob.glob(os.path.join(checkout, pattern)))
        for match in matches or [os.path.join(checkout, pattern)]:
            arguments += ["--schema", os.path.relpath(match, checkout)]
    return arguments


def checked_commit(repository, checkout):
    """True or False when the checkout is a git work tree (HEAD compared); None when it is not (an
    unpacked archive), since then nothing in it says which commit it came from."""
    if not os.path.exists(os.path.join(checkout, ".git")):
        return None
    try:
        head = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True).stdout
    except OSError:
        return None
    return head.strip() == repository.commit


def run_types(tool, repository, checkouts, timeout):
    checkout = os.path.join(checkouts, repository.folder)
    if not os.path.isdir(checkout):
        return Run([], "missing checkout", 0.0, "", None)
    arguments = [tool, "types"] + schema_arguments(repository, checkout) + repository.options
    start = time.monotonic()
    try:
        process = subprocess.run(
            arguments, cwd=checkout, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        status = process.returncode if process.returncode >= 0 else f"signal {signal.Signals(-process.returncode).name}"
        output = process.stdout.decode("utf-8", "replace") + process.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as expired:
        status = "timeout"
        output = (expired.stdout or b"").decode("utf-8", "replace") + (expired.stderr or b"").decode("utf-8", "replace")
    # A few diagnostics (an ambiguous type's declarations) name files by absolute path; the others
    # are relative to the checkout, the folder `types` runs in. Make them all relative, so that the
    # tables name no folder of the machine that ran the census.
    output = output.replace(os.path.abspath(checkout) + os.sep, "")
    return Run(arguments[1:], status, time.monotonic() - start, output, checked_commit(repository, checkout))


# ---------------------------------------------------------------------------------------------
# Reading a listing (the one place that knows `types`' text; switch to --format json here)
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass
class TypeEntry:
    file: str
    line: int
    kind: str
    name: str  # qualified, without generic parameters
    decoding: str  # the parenthesised description
    fidelity: str  # exact, compiled, approximated, unsupported
    reasons: list  # the approximated bracket's reasons

    @property
    def custom_initializer(self):
        return self.decoding.startswith("custom init(from:)")


@dataclasses.dataclass
class Statement:
    """A statement of an `init(from:)` body (or of a helper it calls) the interpreter does not follow."""

    file: str
    line: int
    text: str
    owner: str  # the type whose init(from:) holds it
    reason: str
    consequence: str
    assumed: bool = False  # a condition assumed to hold rather than a statement skipped
    source: str = None  # the whole statement read from the checkout (`types` prints its first line)
    previous: str = None  # the source line before it


@dataclasses.dataclass
class Diagnostic:
    file: str
    line: int
    severity: str
    message: str


@dataclasses.dataclass
class Listing:
    types: list
    statements: list
    diagnostics: list  # every other located diagnostic
    notes: list  # unlocated lines that are not part of a type's listing


LOCATION = r"(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): "
TYPE_LINE = re.compile(
    LOCATION + r"(?P<kind>struct|class|enum|actor) (?P<name>[^\s<(]+)(?:<[^()]*>)? \((?P<decoding>.*)\) "
    r"\[(?P<fidelity>exact|compiled|unsupported|approximated)(?:: (?P<reasons>.*))?\]$")
DIAGNOSTIC_LINE = re.compile(LOCATION + r"(?P<severity>warning|error|note): (?P<message>.*)$")
NOT_FOLLOWED = re.compile(r"^cannot interpret `(?P<text>.*?)` in '(?P<owner>[^']*)' \((?P<reason>.*)\); (?P<consequence>[^;]*)$")
NOT_VERIFIED = re.compile(r"^the check in `(?P<text>.*?)` in '(?P<owner>[^']*)' is not verified: (?P<consequence>.*)$")
COUNT_LINE = re.compile(r"^\d+ types?: ")


def initializer_owner(owner):
    """`Foo.Bar.init(from:)` -> `Foo.Bar`; a helper's name is kept whole."""
    return owner[: -len(".init(from:)")] if owner.endswith(".init(from:)") else owner


def read_listing(output):
    types, statements, diagnostics, notes = [], [], [], []
    for raw in output.splitlines():
        line = raw.rstrip("\r")
        if line.startswith("  ") or not line or COUNT_LINE.match(line):
            continue  # property rows, enum cases, the count line
        match = TYPE_LINE.match(line)
        if match:
            reasons = [r.strip() for r in (match["reasons"] or "").split("; ") if r.strip()]
            types.append(TypeEntry(match["file"], int(match["line"]), match["kind"], match["name"],
                                   match["decoding"], match["fidelity"], reasons))
            continue
        match = DIAGNOSTIC_LINE.match(line)
        if not match:
            notes.append(line)
            continue
        message, file, number = match["message"], match["file"], int(match["line"])
        followed = NOT_FOLLOWED.match(message)
        verified = NOT_VERIFIED.match(message)
        if followed:
            statements.append(Statement(file, number, followed["text"], initializer_owner(followed["owner"]),
                                        followed["reason"], followed["consequence"]))
        elif verified:
            statements.append(Statement(file, number, verified["text"], initializer_owner(verified["owner"]),
                                        "condition not verified", verified["consequence"], assumed=True))
        else:
            diagnostics.append(Diagnostic(file, number, match["severity"], message))
    return Listing(types, statements, diagnostics, notes)


# ---------------------------------------------------------------------------------------------
# Constructs: what a statement not followed is, by rules read top to bottom (first match wins)
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Construct:
    name: str
    sketch: str  # an original one-line sketch of the shape (names of our own, never the apps' code)
    text: str = None  # regular expression on the whole statement (or its first line, as `types` prints it)
    reason: str = None  # regular expression on the reason in parentheses
    before: str = None  # regular expression on the source line before the statement

    def matches(self, statement):
        if self.text and not re.search(self.text, statement.source or statement.text):
            return False
        if self.reason and not re.search(self.reason, statement.reason):
            return False
        if self.before and not re.search(self.before, statement.previous or ""):
            return False
        return True


OTHER = Construct("other", "not classified: read these and add a rule")

# Read top to bottom, the first that matches wins: the specific shapes come before the general ones.
CONSTRUCTS = [
    # Keys spelled another way
    Construct("string-literal key through a CodingKey struct",
              "`struct AnyKey: CodingKey, ExpressibleByStringLiteral`; `try c.decode(Int.self, forKey: \"count\")`",
              reason=r'^its key `"'),
    Construct("key built at run time or held in a variable",
              "`forKey: .named(\"x-y\")`, `forKey: key` inside a loop or a helper taking the key",
              reason=r"^its key `|^'\w*(Dynamic|Any|Arbitrary|String)\w*Key\w*' has no case"),
    Construct("CodingKeys the compiler synthesizes, used by a hand-written body",
              "no `enum CodingKeys` in the type, yet `init(from:)` reads `container(keyedBy: CodingKeys.self)` and `.name`",
              reason=r"^'CodingKeys' has no case"),
    Construct("keys of another type spelled out",
              "`decoder.container(keyedBy: Outer.Inner.CodingKeys.self)`, `forKey: Item.CodingKeys.id`",
              reason=r"keyedBy:` is not a `CodingKey` enum|CodingKeys\.\w+\)` is not interpreted"),
    # Statements the tool splits
    Construct("condition list split across lines (`if let a = ...,` then `let b = ... {`)",
              "`if let raw: String = try c.decodeIfPresent(.mode),` / `let mode = Mode(rawValue: raw) {`: each line read as a statement",
              text=r"^(let|var|case|\{)", before=r",\s*$|^(if|guard|while) .*[^{]$"),
    Construct("condition list split across lines (`if let a = ...,` then `let b = ... {`)",
              "a lone `{` after a multi-line condition", text=r"^\{$", reason=r"does not follow this statement"),
    # Helpers outside init(from:)
    Construct("container extension method with the type inferred",
              "`if let ref: String = try c.decodeIfPresent(.ref) { ... }`; `let id: Int = try single.decode()` (a generic overload, no `T.self`)",
              text=r"\.decode(IfPresent)?\((\.\w+)?\)", reason=r"is not interpreted|does not follow"),
    Construct("helper whose body has a statement the tool does not follow",
              "`let when = try Self.parseDate(in: c, forKey: .when)` where `parseDate` tries two formats",
              reason=r"^the helper `"),
    Construct("container or decoder extension method",
              "`extension KeyedDecodingContainer { func decodeLossy<T>(...) }`; `tags = try c.decodeLossy([Tag].self, forKey: .tags)`",
              reason=r"^`\w+\??\.\w+\(\.\.\.\)` is not interpreted$"),
    Construct("free function called with the decoder or a value",
              "`self = try decodeMapped(from: decoder, [\"a\": .a, \"b\": .b]) { .unknown($0) }`; `walk(node, &state)`",
              text=r"^((self|[\w.]+) = )?(try )?[a-z]\w*\(", reason=r"does not follow this statement"),
    Construct("container extension method with the type inferred",
              "`self.index = try c.decodeInt(forKey: .index)`",
              text=r"try \w+\.decode\w+\(", reason=r"is not a method the tool knows cannot throw"),
    Construct("nested local function or closure called in place",
              "`func readAsset() throws { ... }` declared inside `init(from:)` and called; `let size: Size? = { ... }()`",
              text=r"^func |^try \w+\(\)$|^\w+\(\)$", reason=r"does not follow this statement|the expression `\w+\(\)` is not"),
    Construct("nested local function or closure called in place",
              "`let size: Size? = { ... }()`",
              reason=r"the expression `\{ \.\.\. \}(\(\))?` is not interpreted"),
    Construct("local type declared in init(from:)",
              "`struct Probe: Decodable { let kind: String }` inside the body, then `try c.decode(Probe.self).kind`",
              text=r"^(struct|enum|class) \w+", reason=r"does not follow this statement"),
    Construct("local type declared in init(from:)",
              "`let kind = try single.decode(Probe.self).kind` where `Probe` is declared in the body",
              reason=r"^type Discriminator cannot be planned|^type \w*Probe cannot be planned"),
    # Dictionaries, collections, loops
    Construct("dictionary literal or empty dictionary (`[:]`, `?? [:]`, `[K: V]()`)",
              "`headers = try c.decodeIfPresent([String: String].self, forKey: .headers) ?? [:]`; `extra = [:]`",
              text=r"\[:\]|= \[\s*[\w\"]+\s*:"),
    Construct("loop or reduce over container.allKeys",
              "`for key in dynamic.allKeys { values[key.stringValue] = try dynamic.decode(V.self, forKey: key) }`",
              text=r"allKeys\s*(\.(forEach|reduce|map|filter|compactMap)|\{|$)|\bin\s+\w+\.allKeys|allKeys\)"),
    Construct("loop or reduce over container.allKeys",
              "`try dynamic.allKeys.forEach { ... }`",
              reason=r"allKeys\.(forEach|reduce|map|filter)|allKeys\.filter"),
    Construct("single-key object (`allKeys.first`, `allKeys.count`)",
              "`guard let key = c.allKeys.first else { throw ... }`; `switch c.allKeys.first`",
              text=r"allKeys\.(first|count|last)"),
    Construct("single-key object (`allKeys.first`, `allKeys.count`)",
              "`switch c.allKeys.first`", reason=r"allKeys\.(first|count|last)"),
    Construct("dictionary or array decoded from the whole decoder",
              "`var rest = try [String: JSONValue](from: decoder)`; `try [Item](from: decoder)`",
              text=r"\]\(from: decoder\)"),
    Construct("dictionary or array decoded from the whole decoder",
              "`try [Item](from: decoder)`", reason=r"the expression `\[.*\]\(from: decoder\)`"),
    Construct("loop or mutation building a local collection",
              "`var byID: [ID: Item] = [:]`; `for item in items { byID[item.id] = item }`; `list.append(x)`; `while !c.isAtEnd`",
              text=r"^(for|while) |^(var|let) \w+(: \[[^\]]+\])? = \[[^\]]*\]\(\)|^(var|let) \w+: \[[^\]]+\] = \[\]|\.(append|insert|removeValue|removeValues|removeFirst|removeLast|remove)\(|\b(continue|break)\b|^while$|^where |uniquingKeysWith"),
    Construct("map or forEach closure over decoded values",
              "`self.ids = try raw.map { try ID(parsing: $0) }`; `try points.forEach { ... }`",
              reason=r"^its closure may throw|^`(forEach|compactMap|map|flatMap|filter|reduce|mapValues)\(\.\.\.\)` is not a method|` may throw$"),
    Construct("map or forEach closure over decoded values",
              "`value = list.map(\\.value)`; `?.split(separator: \",\").compactMap { ... }`",
              text=r"\.(map|compactMap|flatMap|compactMapValues|mapValues|filter)\s*(\(|\{)", reason=r"does not follow this statement"),
    # Control flow
    Construct("switch on a computed or local value",
              "`switch try single.decode(String.self).lowercased() { case \"a\": ... }`; `switch (a, b)`",
              text=r"^switch |= switch ", reason=None),
    Construct("switch on a computed or local value",
              "`switch kind { ... }` where `kind` is computed", reason=r"the value it switches on is not interpreted|only `case` patterns"),
    Construct("pattern match on an enum payload (`if case`, `guard case`)",
              "`if case .string(let s) = value, s == token { ... }`",
              text=r"\b(if|guard) case\b|^case let|^case \.|= if "),
    Construct("shorthand optional binding (`if let x`, `guard let x else`)",
              "`guard let payload else { throw ... }`", text=r"\b(if|guard) let \w+\s*(else\b|\{|,)"),
    Construct("do/catch matching errors by pattern",
              "`do { ... } catch let e as DecodingError { ... } catch Failure.badInput { ... }`",
              reason=r"`catch` clauses match errors by pattern"),
    Construct("`if #available`",
              "`if #available(macOS 14, *) { ... }`", text=r"#available"),
    Construct("condition on a computed value (if, guard, while)",
              "`guard parts.count == 3 else { throw ... }`; `if text.hasPrefix(\"-\") { ... }`",
              reason=r"^its condition is not interpreted|^condition not verified$"),
    # The app's own errors and traps
    Construct("fatalError, assert, precondition",
              "`fatalError(\"not decodable\")`; `assert(count > 0)`",
              text=r"\b(fatalError|assert|assertionFailure|precondition|preconditionFailure)\("),
    Construct("DecodingError built through a helper or a local context",
              "`let context = DecodingError.Context(codingPath: c.codingPath, debugDescription: \"...\")`; `throw decoder.missingValue(...)`",
              text=r"(?<![\w])(Swift\.)?DecodingError\b|throw \w+\.\w+Error\("),
    Construct("DecodingError built through a helper or a local context",
              "`throw DecodingError.dataCorruptedError(forKey: key, in: c, ...)` with a run-time key",
              reason=r"DecodingError\.Context\(|dataCorruptedError` arguments|^only `DecodingError\."),
    Construct("throws the app's own error",
              "`guard let url = URL(string: s) else { throw ModelError.badURL(s) }`",
              reason=r"^only `throw DecodingError\.\.\.` is interpreted"),
    Construct("force unwrap or `as!`",
              "`self.init(rawValue: text)!`; `let key = c.allKeys.first!`",
              reason=r"\)!`|\w!`|as!"),
    # Side effects that cannot change the verdict
    Construct("logging or print",
              "`log.warning(\"unknown kind \\(raw)\")`; `print(...)`",
              text=r"^(Logger|Logging|log|logger|os_log|NSLog|print|ErrorUtils)\b|\b(Logger|log|logger)\.(debug|info|warn|warning|error|fault)\("),
    Construct("property-wrapper storage or a member of a local assigned",
              "`self._items = try c.decode(Lossy<[Item]>.self, forKey: .items)`; `formatter.dateFormat = \"...\"`; `dict[key] = value`",
              reason=r"^it assigns to something other than a property or a local$"),
    # Values the body computes
    Construct("self.init or super.init delegation",
              "`self.init(id: id, name: name)` after decoding locals; `super.init()`",
              text=r"^(try )?(self|super)\.init\b|= (try )?Self\(|^self = (try )?Self\("),
    Construct("self.init or super.init delegation",
              "`self.init(...)`", reason=r"the expression `(self|super)\.init\("),
    Construct("another type decoded from the same decoder",
              "`base = try Base(from: decoder)`; `self.content = try Content(from: decoder)`",
              reason=r"the expression `[\w.<>]+\(from: decoder\)`|\(conditionallyFrom:"),
    Construct("another type decoded from the same decoder",
              "`self.value1 = try .init(from: decoder)`: the type `.init` makes is the property's or the case payload's",
              reason=r"the type `\.init\(\.\.\.\)` makes is inferred from its context"),
    Construct("raw-value initializer of a type (`X(rawValue:)`)",
              "`self = Kind(rawValue: raw) ?? .unknown`",
              reason=r"the expression `[\w.]+\(rawValue:"),
    Construct("JSON round trip inside init(from:)",
              "`let inner = try JSONDecoder().decode(Inner.self, from: Data(text.utf8))`; `JSONSerialization.jsonObject(...)`",
              text=r"JSONDecoder\(\)|JSONEncoder\(\)|JSONSerialization|jsonDecoder\(\)|NSKeyedUnarchiver"),
    Construct("JSON round trip inside init(from:)",
              "`JSONDecoder().decode(...)`", reason=r"JSONDecoder\(\)|JSONEncoder\(\)|JSONSerialization|jsonDecoder\(\)|NSKeyedUnarchiver"),
    Construct("date parsing with a formatter or a parse strategy",
              "`guard let when = Self.formatter.date(from: text) else { throw ... }`; `Date(text, strategy: .iso8601)`",
              reason=r"[Ff]ormatter|ISO8601|Date\(\w+, strategy|dateWith|`date\(\.\.\.\)`"),
    Construct("date parsing with a formatter or a parse strategy",
              "`Self.formatter.date(from: text)`", text=r"[Ff]ormatter\b|\.date\(from:"),
    Construct("Foundation value built from decoded parts",
              "`url = URL(string: text)`; `expiresAt = Date(timeIntervalSinceNow: seconds)`; `id = UUID()`; `Data(base64Encoded: s)`",
              reason=r"the expression `(Date|URL|UUID|Data|Locale|Decimal|NSDecimalNumber|NSNumber|NSNull|Set|DateComponents|Calendar|URLComponents|NSCountedSet|AttributedString|NSRegularExpression|TimeZone|CharacterSet)\b"),
    Construct("Foundation value built from decoded parts",
              "`url = try? URL(resolvingBookmarkData: data, ...)`",
              text=r"= (try\??\s+)?(Date|URL|UUID|Data)\(", reason=r"does not follow this statement"),
    Construct("decoder or container state read (`codingPath`, `userInfo`-like context)",
              "`let path = decoder.codingPath`; `let store = decoder.context.objects`",
              reason=r"the expression `(decoder|container|\w+Container)\.(codingPath|context|userInfo)"),
    Construct("optional chaining on a container",
              "`let notes = try nested?.decodeIfPresent(String.self, forKey: .notes)`",
              reason=r"the expression `\w+\?\.decode"),
    Construct("method or function of the app's (non-throwing) on a decoded value",
              "`name = raw.decodingEntities()`; `self.args = splitShell(command)`; `text.removeLast()`",
              reason=r"is not a (method|function) the tool knows cannot throw"),
    Construct("type the tool cannot plan in a decode call",
              "`if let data: T = try? c.decode(T.self, forKey: .data)` (a generic parameter)",
              text=r"\.decode(IfPresent)?\([A-Z]\.self", reason=r"does not follow this statement"),
    Construct("type the tool cannot plan in a decode call",
              "`try c.decode([String: Any].self, forKey: .payload)` (an extension overload), `try c.decode(Self.Kind.self, ...)`, a type from a dependency",
              reason=r"^type .* cannot be planned"),
    Construct("initializer or static member of the app's own types",
              "`args = JSONObject()`; `self.memory = m ?? Self.defaultMemory`; `self = .details(Details.completed(r))`",
              reason=r"the expression `[A-Z][\w.<>]*(\(|$|`)|the expression `Self\.|the expression `\.\w+|the expression `T\.|the expression `\w+\.self`"),
    Construct("initializer or static member of the app's own types",
              "`if let token: String = Claims.value(.token, in: payload) { ... }`",
              text=r"= (try\??\s+)?[A-Z][\w.]*\.\w+\(", reason=r"does not follow this statement"),
    Construct("string interpolation or literal expression",
              "`self.id = \"\\(number)\"`", reason=r"the expression `\""),
    Construct("expression on locals the tool does not evaluate",
              "`x = values[0]`; `let ports = table[kind]`; `acr.contains(\"...\")`",
              reason=r"^the expression `"),
    Construct("expression on locals the tool does not evaluate",
              "`let small = sizes?[\"thumb\"]`; `self.value = ()`; `warnings += other.warnings`",
              text=r"\w+\??\[\"|= \(\)$|\+=", reason=r"does not follow this statement"),
    Construct("local declared without a value, or a tuple",
              "`let red, green, blue: Double`; `let (a, b) = (x?[0], x?[1])`; `(a, b) = try parse(text)`",
              text=r"^(let|var) [^=]*$|^\(|^(let|var) \("),
    Construct("decoded value transformed in the assignment",
              "`self.rules = try c.decodeIfPresent([Rule].self, forKey: .rules)?.filter(\\.isValid) ?? []`",
              text=r"try \w+\s*$|try \w+\.decode", reason=r"does not follow this statement"),
]


def classify(statement):
    for construct in CONSTRUCTS:
        if construct.matches(statement):
            return construct
    return OTHER


CONTINUES = re.compile(r"(=|,|\(|\[|\.|\?\?|&&|\|\||\+|->|\bin)\s*$")
CONTINUED = re.compile(r"^\s*(\.|\?\?|&&|\|\||\+|\))")


def read_statement(checkout, statement, limit=15):
    """`types` prints a statement's first line; the rules read the whole of it: the lines that
    follow while parentheses or brackets are open or a line ends (or the next begins) with an
    operator. String literals are blanked and `//` comments dropped before brackets are counted.
    Sets `source` and `previous` (the line before, for statements that continue a condition list)."""
    try:
        with open(os.path.join(checkout, statement.file), encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
    except OSError:
        return
    index, parts, depth = statement.line - 1, [], 0
    statement.previous = lines[index - 1].strip() if 0 < index <= len(lines) else None
    while 0 <= index < len(lines) and len(parts) < limit:
        line = re.sub(r'"(\\.|[^"\\])*"', '""', lines[index]).split("//")[0].strip()
        parts.append(lines[index].strip())
        depth += line.count("(") + line.count("[") - line.count(")") - line.count("]")
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if depth <= 0 and not CONTINUES.search(line) and not CONTINUED.match(following):
            break
        index += 1
    statement.source = " ".join(parts)


# ---------------------------------------------------------------------------------------------
# Why types are unsupported
# ---------------------------------------------------------------------------------------------

UNSUPPORTED_CAUSES = [
    ("type named through `Self.` (`Self.Kind`)", r"unknown type 'Self\."),
    ("associated type or generic parameter member (`X.ID`, `T.Value`)", r"unknown type '\w+\.(ID|RawValue|Value|Element|Key)'"),
    ("type from a module not in the schema", r"unknown type"),
    ("declared more than once (two modules in one run)", r"is declared \d+ times|is ambiguous"),
    ("RawRepresentable by hand, Codable in another file's extension", r"prevents automatic synthesis"),
    ("closure property (behind the app's own property wrapper)", r"type '\(function\)'"),
    ("property of a type that is not Decodable (protocol, class, a type conforming elsewhere)", r"is not decodable|does not conform to"),
    ("property whose type the tool cannot read", r"cannot read the type of property"),
    ("enum with associated values and a hand-written init(from:) the tool refuses", r"has no raw type|associated values"),
]


def unsupported_cause(message):
    for name, pattern in UNSUPPORTED_CAUSES:
        if re.search(pattern, message):
            return name
    return "other"


def diagnostic_subject(message):
    """The type a diagnostic is about: `... of 'Foo.Bar'` or a leading `'Foo.Bar' ...`."""
    for pattern in (r"declaring \w+ '([^']+)'", r" of '([^']+)'", r"^'([^']+)'", r"'([^']+)'"):
        match = re.search(pattern, message)
        if match and match.group(1) != "init(from:)":
            return match.group(1)
    return None


# ---------------------------------------------------------------------------------------------
# Hand-written init(from:) of unsupported types
# ---------------------------------------------------------------------------------------------
# `types` lists an unsupported type as "not interpreted" whether or not it declares an
# init(from:), so the denominator of the done-when figure needs the sources: a small scan that
# drops comments and string literals, follows braces, and records the type or extension around
# each `init(from <label>: Decoder)`. Only used for types `types` lists unsupported.

DECLARATION = re.compile(r"\b(struct|class|enum|actor|extension|protocol)\s+([A-Za-z_][\w.]*)")
INITIALIZER = re.compile(r"\binit\s*\(\s*from\s+\w+\s*:\s*(?:any\s+)?(?:Swift\.)?Decoder\b")
TOKEN = re.compile(r"[{}]|" + DECLARATION.pattern + r"|" + INITIALIZER.pattern)
NOT_NAMES = {"func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "public", "private"}


def strip_comments_and_strings(text):
    out, index, length, depth = [], 0, len(text), 0
    while index < length:
        if text.startswith("/*", index):
            depth, index = 1, index + 2
            while index < length and depth:
                if text.startswith("/*", index):
                    depth, index = depth + 1, index + 2
                elif text.startswith("*/", index):
                    depth, index = depth - 1, index + 2
                else:
                    out.append("\n" if text[index] == "\n" else " ")
                    index += 1
        elif text.startswith("//", index):
            while index < length and text[index] != "\n":
                index += 1
        elif text[index] == '"' or (text[index] == "#" and re.match(r'#+"', text[index:])):
            hashes = len(re.match(r"#*", text[index:]).group(0))
            index += hashes
            closing = '"""' if text.startswith('"""', index) else '"'
            index += len(closing)
            terminator = closing + "#" * hashes
            while index < length and not text.startswith(terminator, index):
                if text[index] == "\\" and hashes == 0:
                    index += 1
                if index < length and text[index] == "\n":
                    out.append("\n")
                index += 1
            index += len(terminator)
            out.append('""')
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


def types_declaring_initializer(files):
    """Qualified names of the types (or extended types) whose body holds an init(from:)."""
    names = set()
    for path in files:
        try:
            with open(path, encoding="utf-8", errors="replace") as file:
                text = strip_comments_and_strings(file.read())
        except OSError:
            continue
        stack = []  # (qualified name, depth at which its body opened)
        depth, pending = 0, None
        for token in TOKEN.finditer(text):
            value = token.group(0)
            if value == "{":
                depth += 1
                if pending is not None:
                    stack.append((pending, depth))
                    pending = None
            elif value == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
            elif INITIALIZER.match(value):
                if stack:
                    names.add(stack[-1][0])
            else:
                kind, name = DECLARATION.match(value).groups()
                if name in NOT_NAMES:
                    continue  # `class func`, `class var`: a modifier, not a declaration
                # an extension names its type in full; a nested type lives in the one around it
                pending = name if kind == "extension" or not stack else stack[-1][0] + "." + name
    return names


def swift_files(checkout, arguments):
    """The .swift files of a run's `--schema` paths."""
    paths = [value for option, value in zip(arguments, arguments[1:]) if option == "--schema"]
    files = []
    for path in paths:
        full = os.path.join(checkout, path)
        if os.path.isfile(full):
            files.append(full)
        for directory, _, entries in os.walk(full):
            files += [os.path.join(directory, entry) for entry in entries if entry.endswith(".swift")]
    return files


# ---------------------------------------------------------------------------------------------
# Merging the runs of one repository (a repository listed on several rows: one run per module
# where two modules declare the same names)
# ---------------------------------------------------------------------------------------------


def own(file):
    """A file of the repository itself, not of a dependency given as `../NAME/...`."""
    return not file.startswith("../")


def merged(listings):
    def unique(items, key):
        seen, kept = set(), []
        for item in items:
            if key(item) not in seen:
                seen.add(key(item))
                kept.append(item)
        return kept

    return Listing(
        unique([t for l in listings for t in l.types if own(t.file)], lambda t: (t.file, t.line, t.name)),
        unique([s for l in listings for s in l.statements if own(s.file)], lambda s: (s.file, s.line, s.text, s.owner)),
        unique([d for l in listings for d in l.diagnostics if own(d.file)], lambda d: (d.file, d.line, d.message)),
        [n for l in listings for n in l.notes])


# ---------------------------------------------------------------------------------------------
# Figures and tables
# ---------------------------------------------------------------------------------------------


def percent(part, whole):
    return "-" if whole == 0 else f"{100 * part / whole:.0f}%"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell).replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


@dataclasses.dataclass
class Census:
    """One repository's figures, from all its runs."""

    repository: Repository
    runs: list
    listing: Listing
    declaring: set  # names of types whose sources declare init(from:)

    @property
    def types(self):
        return self.listing.types

    @property
    def handwritten(self):
        """Types with a hand-written init(from:): those `types` lists as custom, and unsupported ones
        whose sources declare one."""
        return [t for t in self.types
                if t.custom_initializer or (t.fidelity == "unsupported" and t.name in self.declaring)]

    def statements_of(self, construct_name):
        return [s for s in self.listing.statements if classify(s).name == construct_name]

    @property
    def status(self):
        statuses = {str(run.status) for run in self.runs}
        return ", ".join(sorted(statuses))


def census_of(repository_runs, checkouts):
    repository = repository_runs[0][0]
    checkout = os.path.join(checkouts, repository.folder)
    runs = [run for _, run in repository_runs]
    listing = merged([read_listing(run.output) for run in runs])
    for statement in listing.statements:
        read_statement(checkout, statement)
    declaring = set()
    if any(t.fidelity == "unsupported" for t in listing.types):
        for run in runs:
            declaring |= types_declaring_initializer(swift_files(checkout, run.arguments))
    return Census(repository, runs, listing, declaring)


def hand_written_blockers(census):
    """Why each hand-written type is not exact: its own statements, types it holds, the rest."""
    owners = collections.defaultdict(list)
    for statement in census.listing.statements:
        owners[statement.owner].append(statement)
    reasons = collections.Counter()
    for entry in census.handwritten:
        if entry.fidelity in ("exact", "compiled"):
            continue
        if entry.fidelity == "unsupported":
            reasons["unsupported"] += 1
        elif owners.get(entry.name):
            reasons["own statements"] += 1
        elif any(r.startswith("holds ") for r in entry.reasons):
            reasons["only types it holds"] += 1
        else:
            reasons["other: " + "; ".join(entry.reasons)] += 1
    return reasons


def ranked_constructs(censuses):
    """Constructs with their statements, the hand-written types holding them, the types they alone
    hold back (every statement of the type not followed is of this construct), and repositories."""
    rows = {}
    for census in censuses:
        by_owner = collections.defaultdict(list)
        for statement in census.listing.statements:
            by_owner[statement.owner].append(classify(statement).name)
        for statement in census.listing.statements:
            name = classify(statement).name
            row = rows.setdefault(name, {"statements": 0, "types": set(), "alone": set(), "repositories": set()})
            row["statements"] += 1
            row["types"].add((census.repository.name, statement.owner))
            row["repositories"].add(census.repository.name)
            if set(by_owner[statement.owner]) == {name}:
                row["alone"].add((census.repository.name, statement.owner))
    order = sorted(rows, key=lambda n: (n == OTHER.name, -len(rows[n]["repositories"]), -len(rows[n]["types"]), n))
    return [(name, rows[name]) for name in order]


def sketch(name):
    for construct in CONSTRUCTS + [OTHER]:
        if construct.name == name:
            return construct.sketch
    return ""


def report(censuses):
    ranked = ranked_constructs(censuses)
    rank_of = {name: index + 1 for index, (name, _) in enumerate(ranked)}
    out = []
    rows, totals = [], collections.Counter()
    for census in censuses:
        types = census.types
        handwritten = census.handwritten
        exact = sum(1 for t in types if t.fidelity in ("exact", "compiled"))
        handwritten_exact = sum(1 for t in handwritten if t.fidelity in ("exact", "compiled"))
        approximated = sum(1 for t in types if t.fidelity == "approximated")
        unsupported = sum(1 for t in types if t.fidelity == "unsupported")
        counts = collections.Counter(classify(s).name for s in census.listing.statements)
        constructs = ", ".join(f"#{rank_of[n]} {c}" for n, c in sorted(counts.items(), key=lambda i: (-i[1], rank_of[i[0]])))
        status = census.status
        rows.append([census.repository.name, census.repository.commit[:12], len(types),
                     f"{exact} ({percent(exact, len(types))})",
                     f"{handwritten_exact} / {len(handwritten)} ({percent(handwritten_exact, len(handwritten))})",
                     approximated, unsupported, len(census.listing.statements), constructs or "-"]
                    + ([status] if status != "0" else [""]))
        totals.update(types=len(types), exact=exact, handwritten=len(handwritten), handwritten_exact=handwritten_exact,
                      approximated=approximated, unsupported=unsupported, statements=len(census.listing.statements))
    shares = sorted(sum(1 for t in c.handwritten if t.fidelity in ("exact", "compiled")) / len(c.handwritten)
                    for c in censuses if c.handwritten)
    meeting = sum(1 for share in shares if share >= 0.95)
    median = (shares[len(shares) // 2] + shares[(len(shares) - 1) // 2]) / 2 if shares else 0
    rows.append(["**total**", f"{len(censuses)} repositories", totals["types"],
                 f"{totals['exact']} ({percent(totals['exact'], totals['types'])})",
                 f"{totals['handwritten_exact']} / {totals['handwritten']} ({percent(totals['handwritten_exact'], totals['handwritten'])}); "
                 f"median {100 * median:.0f}% per repository; {meeting} of {len(shares)} repositories at 95% or more",
                 totals["approximated"], totals["unsupported"], totals["statements"], "", ""])
    out.append("### Per repository\n")
    out.append(table(["repository", "commit", "types", "exact", "hand-written init(from:): exact / all",
                      "approximated", "unsupported", "statements not followed", "by construct (rank below: statements)",
                      "`types` exit"], rows))

    out.append("\n### Constructs, ranked by repositories, then hand-written types\n")
    construct_rows = []
    for name, row in ranked:
        construct_rows.append([rank_of[name], name, row["statements"], len(row["types"]), len(row["alone"]),
                               len(row["repositories"]), sketch(name)])
    out.append(table(["#", "construct", "statements", "hand-written types", "types it alone holds back",
                      "repositories", "shape (our own sketch)"], construct_rows))

    out.append("\n### Why hand-written types are not exact\n")
    blockers = collections.Counter()
    for census in censuses:
        blockers.update(hand_written_blockers(census))
    out.append(table(["reason", "hand-written types"], sorted(blockers.items(), key=lambda i: -i[1])))

    out.append("\n### Why types are unsupported\n")
    causes = collections.defaultdict(lambda: {"types": set(), "repositories": set(), "example": None})
    for census in censuses:
        unsupported = {t.name for t in census.types if t.fidelity == "unsupported"}
        named = set()
        for diagnostic in census.listing.diagnostics:
            subject = diagnostic_subject(diagnostic.message)
            if subject in unsupported:
                named.add(subject)
                cause = causes[unsupported_cause(diagnostic.message)]
                cause["types"].add((census.repository.name, subject))
                cause["repositories"].add(census.repository.name)
                cause["example"] = cause["example"] or f"{census.repository.folder}: {diagnostic.message}"
        for name in unsupported - named:
            cause = causes["holds an unsupported type, or no diagnostic names it"]
            cause["types"].add((census.repository.name, name))
            cause["repositories"].add(census.repository.name)
            cause["example"] = cause["example"] or f"{census.repository.folder}: {name}"
    out.append(table(["cause", "types", "repositories", "example"],
                     [[name, len(c["types"]), len(c["repositories"]), c["example"][:160]]
                      for name, c in sorted(causes.items(), key=lambda i: -len(i[1]["types"]))]))
    failed = [(c.repository.name, run) for c in censuses for run in c.runs if run.status != 0 and run.status != 1]
    if failed:
        out.append("\n### Runs that did not complete\n")
        out.append(table(["repository", "status", "seconds", "last line"],
                         [[name, run.status, f"{run.seconds:.0f}", (run.output.strip().splitlines() or [""])[-1][:160]]
                          for name, run in failed]))
    unchecked = [c.repository.name for c in censuses if any(run.commit_checked is False for run in c.runs)]
    if unchecked:
        out.append("\nCheckouts at another commit than repositories.tsv names: " + ", ".join(unchecked))
    return "\n".join(out) + "\n"


def save_run(run, path):
    """The output of one run, after a header line saying how it was run and how it ended."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(f"# exit {str(run.status).replace(' ', '-')} after {run.seconds:.1f}s: codable-check {shlex.join(run.arguments)}\n")
        file.write(run.output)


def read_saved_run(path):
    with open(path, encoding="utf-8") as file:
        header, _, output = file.read().partition("\n")
    match = re.match(r"^# exit (\S+) after ([\d.]+)s: codable-check (.*)$", header)
    if not match:
        raise SystemExit(f"{path}: not a listing saved by census.py (its first line is {header!r})")
    status = int(match[1]) if match[1].isdigit() else match[1].replace("-", " ")
    return Run(shlex.split(match[3]), status, float(match[2]), output, None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", help="a built codable-check (not needed with --reuse)")
    parser.add_argument("--checkouts", required=True, help="folder holding one checkout per repository, named after it")
    parser.add_argument("--repositories", default=os.path.join(HERE, "repositories.tsv"))
    parser.add_argument("--only", action="append", default=[], help="a repository (owner/name or name); repeatable")
    parser.add_argument("--timeout", type=float, default=900, help="seconds one `types` run may take (default 900)")
    parser.add_argument("--listings", help="folder to save each run's `types` output in")
    parser.add_argument("--reuse", action="store_true", help="read the outputs saved in --listings instead of running `types`")
    parser.add_argument("--details", help="JSON file to write every type, statement (with its construct) and diagnostic to")
    parser.add_argument("--other", action="store_true", help="also list the statements no rule classifies")
    arguments = parser.parse_args()
    if not arguments.reuse and not arguments.tool:
        parser.error("--tool is required unless --reuse reads saved listings")
    if arguments.reuse and not arguments.listings:
        parser.error("--reuse needs --listings")
    checkouts = os.path.abspath(arguments.checkouts)
    repositories = read_repositories(arguments.repositories)
    if arguments.only:
        repositories = [r for r in repositories if r.name in arguments.only or r.folder in arguments.only]
    grouped = collections.OrderedDict()
    for repository in repositories:
        if not repository.schema:
            continue  # a dependency: its checkout is read through another repository's schema paths
        grouped.setdefault(repository.name, []).append(repository)
    censuses = []
    for name, rows in grouped.items():
        repository_runs = []
        for index, repository in enumerate(rows):
            saved = os.path.join(arguments.listings or "", f"{repository.folder}{'.' + str(index + 1) if index else ''}.txt")
            if arguments.reuse:
                run = read_saved_run(saved)
            else:
                run = run_types(os.path.abspath(arguments.tool), repository, checkouts, arguments.timeout)
                print(f"{name}: {run.status} in {run.seconds:.1f}s", file=sys.stderr)
                if arguments.listings:
                    os.makedirs(arguments.listings, exist_ok=True)
                    save_run(run, saved)
            repository_runs.append((repository, run))
        censuses.append(census_of(repository_runs, checkouts))
    print(report(censuses))
    if arguments.other:
        for census in censuses:
            for statement in census.statements_of(OTHER.name):
                print(f"other: {census.repository.folder}: {statement.file}:{statement.line}: "
                      f"{(statement.source or statement.text)[:160]} ({statement.reason[:100]})")
    if arguments.details:
        write_details(censuses, arguments.details)


def write_details(censuses, path):
    details = []
    for census in censuses:
        details.append({
            "repository": census.repository.name,
            "commit": census.repository.commit,
            "runs": [{"arguments": run.arguments, "status": run.status, "seconds": round(run.seconds, 1)} for run in census.runs],
            "types": [dict(dataclasses.asdict(t), handwritten=t in census.handwritten) for t in census.types],
            "statements": [dict(dataclasses.asdict(s), construct=classify(s).name) for s in census.listing.statements],
            "diagnostics": [dataclasses.asdict(d) for d in census.listing.diagnostics],
            "notes": census.listing.notes,
        })
    with open(path, "w", encoding="utf-8") as file:
        json.dump(details, file, indent=1)


if __name__ == "__main__":
    main()
