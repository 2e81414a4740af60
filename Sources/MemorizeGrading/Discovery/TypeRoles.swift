/// Which of the student's types plays the part of each type of the reference solution that the
/// student names otherwise: a Model called `MatchingGame`, a ViewModel `EmojiGameViewModel`, a
/// theme `GameTheme`. A type is matched by what it is, never by its name: the same kind (struct
/// or class), the same number of generic parameters, and members and nested types named like
/// the reference's. The contract is then written with the student's names (`renamed`), so its
/// sentences speak of the student's own types too.
public enum TypeRoles {
    /// Reference name → the student's name, for the reference's types named in `wanted` that the
    /// student does not declare by that name. A nested student type is given by its whole name
    /// (`EmojiMemoryGame.Theme`) when its short name alone would not reach it.
    public static func map(reference: DeclarationIndex, submission: DeclarationIndex, wanted: Set<String>) -> [String: String] {
        var roles: [String: String] = [:]
        let referenceNames = Set(reference.types.map(\.shortName))
        var taken = Set(submission.types.filter { referenceNames.contains($0.shortName) }.map(\.name))
        var open: [DeclarationIndex.TypeDeclaration] = []
        for wantedName in wanted.sorted() {
            guard let type = reference.types.first(where: { $0.name == wantedName }) else { continue }
            // A type of the same name plays the part, unless it is left from Assignment I beside
            // the type that does (an `enum Theme` of nothing but cases, or a `struct Theme` of a
            // title and an icon when another type is far more like the theme): then the part goes
            // by likeness, as for any other name. An enum that does more (`CaseIterable`, the
            // theme's parts computed case by case) is the student's theme.
            func plays(_ same: DeclarationIndex.TypeDeclaration) -> Bool {
                guard same.kind == type.kind else {
                    return same.conformances.contains("CaseIterable") || same.members.contains { $0.kind != .enumCase }
                }
                let others = submission.types.filter { $0.name != same.name && !$0.isPrivate }.map { likeness(type, $0) }.max() ?? 0
                return others < likeness(type, same) + 4
            }
            if let same = submission.types.first(where: { $0.name == wantedName }), plays(same) {
                taken.insert(same.name)
                continue
            }
            // Declared under another type: the contract's bare name would not reach it.
            let nested = submission.types.filter { $0.shortName == wantedName && $0.name != wantedName && plays($0) }
            if nested.count == 1 {
                // Inside a generic type it needs that type's arguments; a typealias the student
                // wrote for it at the top level does not (one inside a type is out of reach).
                let alias = submission.aliases.first {
                    !submission.nestedAliases.contains($0.key) && ($0.value.hasSuffix("." + wantedName) || $0.value.hasSuffix(">." + wantedName))
                }?.key
                roles[wantedName] = alias ?? nested[0].name
                continue
            }
            open.append(type)
        }
        // The closest pairs first, each of the student's types given one part at most.
        var pairs: [(score: Int, reference: String, student: String)] = []
        for type in open {
            for candidate in submission.types where !taken.contains(candidate.name) && !candidate.isPrivate {
                let score = likeness(type, candidate) + 2 * sharedNestedTypes(type.name, reference, candidate.name, submission)
                if score >= 4 { pairs.append((score, type.name, candidate.name)) }
            }
        }
        for pair in pairs.sorted(by: { ($0.score, $1.reference, $1.student) > ($1.score, $0.reference, $0.student) })
        where roles[pair.reference] == nil && !taken.contains(pair.student) {
            roles[pair.reference] = pair.student
            taken.insert(pair.student)
        }
        held(by: reference, submission, wanted: wanted, roles: &roles)
        keptUnderItsName(reference, submission, wanted: wanted, taken: taken, roles: &roles)
        // A type the reference declares plain and the student generic (`Theme<Content>`), or
        // nested in a generic type (`MemoryGame<CardContent>.Theme`), is written with `String`.
        for name in wanted where !(submission.aliases.keys.contains(roles[name] ?? name)) {
            guard let reference = reference.types.first(where: { $0.name == name }), submission.type(roles[name] ?? name) != nil else { continue }
            let written = submission.specialized(roles[name] ?? name, lastTakesArguments: !reference.genericParameters.isEmpty)
            if written != (roles[name] ?? name) { roles[name] = written }
        }
        return roles
    }

    /// The Model is the one the ViewModel plays with: where the reference's type keeps another
    /// (`EmojiMemoryGame`'s `model: MemoryGame<String>`), the student's type in that part keeps
    /// the one to use, when it keeps exactly one type like it. A project that keeps the
    /// lecture's `MemoryGame` beside its own `Assignment2MemorizeGame` grades the one its
    /// `Assignment2EmojiMemoryGame` deals from.
    static func held(by reference: DeclarationIndex, _ submission: DeclarationIndex, wanted: Set<String>,
                     roles: inout [String: String]) {
        for outer in wanted.sorted() {
            guard let ours = reference.type(outer), let theirs = submission.type(roles[outer] ?? outer) else { continue }
            for member in ours.members where member.kind == .property && !member.isStatic {
                let base = DeclarationIndex.unspecialized(member.type).split(separator: ".").first.map(String.init) ?? ""
                guard base != outer, wanted.contains(base), let held = reference.type(base) else { continue }
                let kept = Set(theirs.members.filter { $0.kind == .property && !$0.isStatic }.compactMap { property -> String? in
                    let name = DeclarationIndex.unspecialized(property.type).split(separator: ".").first.map(String.init) ?? ""
                    guard let type = submission.type(name), type.name == name, likeness(held, type) >= 4 else { return nil }
                    return name
                })
                guard kept.count == 1, let student = kept.first, student != DeclarationIndex.unspecialized(roles[base] ?? base) else { continue }
                roles[base] = student == base ? nil : student
            }
        }
    }

    /// A part no type looks like (a theme `enum` of `title`, `cards` and `icon`) is played by
    /// the type the student keeps under the reference's own name for it: the ViewModel's
    /// `theme` is the theme, whatever its type is like.
    static func keptUnderItsName(_ reference: DeclarationIndex, _ submission: DeclarationIndex, wanted: Set<String>,
                                 taken: Set<String>, roles: inout [String: String]) {
        let played = Set(roles.values.map { DeclarationIndex.unspecialized($0) })
        for name in wanted.sorted() where roles[name] == nil && submission.type(name) == nil {
            for holder in reference.types where wanted.contains(holder.name) {
                guard let kept = holder.members.first(where: { $0.kind == .property && !$0.isStatic && $0.type == name }),
                      let theirs = submission.type(roles[holder.name] ?? holder.name),
                      let property = theirs.members.first(where: { $0.kind == .property && !$0.isStatic && $0.name == kept.name }),
                      let type = submission.type(ShapePattern.normalized(property.type, renaming: [:]).trimmingCharacters(in: ["?"])),
                      !type.isPrivate, type.kind != "protocol", !taken.contains(type.name), !played.contains(type.name) else { continue }
                roles[name] = type.name
                break
            }
        }
    }

    /// How much `candidate` looks like `type`: 0 when it cannot play its part at all. A struct's
    /// part may be played by an enum whose cases give what the struct keeps (`var emojis: [String]
    /// { switch self { … } }`): themes written as cases.
    static func likeness(_ type: DeclarationIndex.TypeDeclaration, _ candidate: DeclarationIndex.TypeDeclaration) -> Int {
        let kindFits = type.kind == candidate.kind
            || (type.kind == "struct" && candidate.kind == "enum" && candidate.members.contains { $0.kind == .property && !$0.isStatic })
        // A plain type's part may be played by a generic one (written with `String`), not the reverse.
        guard kindFits,
              type.genericParameters.count == candidate.genericParameters.count || type.genericParameters.isEmpty else { return 0 }
        let theirs = Set(candidate.members.filter { !$0.isPrivate || $0.kind == .property }.map { $0.name.lowercased() })
        var score = 0
        for name in Set(type.members.map { $0.name.lowercased() }) where name != "init" {
            if theirs.contains(name) { score += 2 }
            else if name.count >= 4, theirs.contains(where: { $0.count >= 4 && ($0.contains(name) || name.contains($0)) }) { score += 1 }
        }
        return score
    }

    /// How many types nested in `name` share a name with one nested in `candidate` (`Card`).
    static func sharedNestedTypes(_ name: String, _ reference: DeclarationIndex, _ candidate: String, _ submission: DeclarationIndex) -> Int {
        func nested(_ outer: String, _ index: DeclarationIndex) -> Set<String> {
            Set(index.types.filter { $0.name.hasPrefix(outer + ".") }.map(\.shortName))
        }
        guard candidate != "" else { return 0 }
        let ours = nested(name, reference)
        return ours.isEmpty ? 0 : ours.intersection(nested(candidate, submission)).count
    }

    /// `text` with each reference type's name (a whole identifier) replaced by the student's.
    public static func renamed(_ text: String, _ roles: [String: String]) -> String {
        guard !roles.isEmpty else { return text }
        var out = ""
        var word = ""
        func flush() {
            out += roles[word] ?? word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" { word.append(character) } else { flush(); out.append(character) }
        }
        flush()
        return out
    }
}
