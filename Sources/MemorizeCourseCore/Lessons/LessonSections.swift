/// A lesson's sections: each `##` heading of its notes and the blocks up to the next one,
/// addressed by an id made from the heading (`Optional` → `optional`), so that
/// `memorize-course lesson 4 --section optional` prints just that part, the page lists them,
/// and a quiz's "Reread" advice can name the command that opens the section it means.
public struct LessonSections: Sendable {
    public struct Section: Equatable, Sendable {
        /// The heading made into an id: lower case, words joined by `-`.
        public let id: String
        public let title: String
        /// The section's blocks, its heading first.
        public let blocks: [MarkdownBlock]
        /// Every heading inside it (its own and its `###` ones), as written.
        public let headings: [String]
    }

    /// Blocks before the first `##` heading belong to no section.
    public let sections: [Section]

    public init(_ blocks: [MarkdownBlock]) {
        var sections: [Section] = []
        var current: (title: String, blocks: [MarkdownBlock], headings: [String])?
        func close() {
            if let current { sections.append(Section(id: Self.id(for: current.title), title: current.title, blocks: current.blocks, headings: current.headings)) }
        }
        for block in blocks {
            if case let .heading(level, spans) = block {
                let title = spans.map(\.text).joined()
                if level <= 2 {
                    close()
                    current = (title, [block], [title])
                    continue
                }
                current?.headings.append(title)
            }
            current?.blocks.append(block)
        }
        close()
        self.sections = sections
    }

    /// `Removing duplicated state: oneAndOnly` → `removing-duplicated-state-oneandonly`.
    public static func id(for heading: String) -> String {
        var id = ""
        for character in heading.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                id.append(character)
            } else if !id.isEmpty && id.last != "-" {
                id.append("-")
            }
        }
        while id.last == "-" { id.removeLast() }
        return id
    }

    /// What `--section` asked for: the section whose id is `requested`, or the only one it begins.
    public enum Match: Equatable {
        case found(Section)
        case ambiguous([String])
        case none
    }

    public func match(_ requested: String) -> Match {
        let wanted = Self.id(for: requested)
        guard !wanted.isEmpty else { return .none }
        if let exact = sections.first(where: { $0.id == wanted }) { return .found(exact) }
        let begun = sections.filter { $0.id.hasPrefix(wanted) }
        if begun.count == 1 { return .found(begun[0]) }
        return begun.isEmpty ? .none : .ambiguous(begun.map(\.id))
    }

    /// The section holding a heading (its own or one of its `###`), as a quiz's "reread" names it.
    public func section(containing heading: String) -> Section? {
        sections.first { $0.headings.contains(heading) }
    }

    /// Ids that two sections share: neither could be opened by it.
    public var duplicateIDs: [String] {
        var seen: Set<String> = [], twice: [String] = []
        for section in sections where !seen.insert(section.id).inserted && !twice.contains(section.id) { twice.append(section.id) }
        return twice
    }
}
