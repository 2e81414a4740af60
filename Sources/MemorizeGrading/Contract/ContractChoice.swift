import Foundation
import MemorizeSupport

/// Which alternative of each contract item a submission is compiled with, or the stub (and
/// the words it throws) where none compiles. Found by building: `ContractChoice.guess` starts
/// from the spelling the submission's own words suggest, and `advancing` moves each item that
/// did not compile to its next alternative. Remembered per interface (`ContractChoiceCache`),
/// so a re-check after an edit inside a body builds once.
public struct ContractChoice: Codable, Equatable, Sendable {
    public enum Pick: Codable, Equatable, Sendable {
        case alternative(Int)
        case stub(String)
    }

    /// Per contract file (by relative path), per item.
    public var picks: [String: [Pick]]

    /// For each item, its first candidate (`candidates`), or its stub when it has none or when
    /// every alternative names a type of the assignment the submission does not declare
    /// (`missingTypeWords`): no build is spent finding out what is already known.
    /// With a `prior` (the last choice that built, for another submission), an item keeps the
    /// prior's alternative when it is still a candidate: most submissions spell things alike.
    public static func guess(_ sources: [ContractSource], submissionWords: Set<String>,
                             missingTypeWords: (String) -> String? = { _ in nil }, prior: ContractChoice? = nil) -> ContractChoice {
        var picks: [String: [Pick]] = [:]
        let own = sources.reduce(into: Set<String>()) { $0.formUnion($1.ownWords) }
        for source in sources {
            let priorPicks = prior?.picks[source.relativePath]
            picks[source.relativePath] = source.items.enumerated().map { number, item in
                if item.canBeStubbed, let missing = missingType(item, missingTypeWords) { return .stub(missing) }
                let possible = candidates(item, submissionWords: submissionWords, contractWords: own)
                // The prior's pick, unless this submission's own words point to an alternative
                // ranked before it (a ViewModel's own `themeColor` before its theme's `color`).
                let distinctive = item.distinctiveWords(ignoring: own.subtracting(submissionWords))
                if let priorPicks, priorPicks.count == source.items.count, case .alternative(let kept) = priorPicks[number],
                   possible.contains(kept), !possible.prefix(while: { $0 != kept }).contains(where: { !distinctive[$0].isEmpty }) {
                    return .alternative(kept)
                }
                if let first = possible.first { return .alternative(first) }
                return item.canBeStubbed ? .stub(item.words) : .alternative(0)
            }
        }
        return ContractChoice(picks: picks)
    }

    /// The words for a missing type that every alternative of `item` names, if there is one.
    static func missingType(_ item: ContractSource.Item, _ missingTypeWords: (String) -> String?) -> String? {
        var first: String?
        for alternative in item.alternatives {
            let words = SwiftSourceScan.words(SwiftSourceScan.blankCommentsAndStrings(alternative.joined(separator: "\n")))
            guard let missing = words.sorted().lazy.compactMap(missingTypeWords).first else { return nil }
            first = first ?? missing
        }
        return first
    }

    /// The alternatives that may compile, best first. An alternative whose own words (those no
    /// other alternative has, such as `cardContentFactory` or `startNewGame`) do not all occur
    /// in the submission cannot compile, since they name the student's members; of the rest,
    /// those with such words come first, for their words are the submission's own.
    static func candidates(_ item: ContractSource.Item, submissionWords: Set<String>, contractWords: Set<String>) -> [Int] {
        // The contract's own names count for nothing, unless the student's code has them too
        // (a façade's `themeName` beside a ViewModel's own `themeName`).
        let distinctive = item.distinctiveWords(ignoring: contractWords.subtracting(submissionWords))
        let possible = distinctive.indices.filter { distinctive[$0].isSubset(of: submissionWords) }
        return possible.filter { !distinctive[$0].isEmpty } + possible.filter { distinctive[$0].isEmpty }
    }

    /// The choice after a build in which `failed` items (file → item numbers, with the
    /// compiler's messages) did not compile: each moves to its next candidate not yet tried,
    /// else to its stub. Nil when a failed item can neither move nor be stubbed: then the
    /// submission lacks a part every task needs.
    public func advancing(_ failed: [String: [Int: [String]]], sources: [ContractSource], submissionWords: Set<String>,
                          tried: inout [String: [Int: Set<Int>]], missingTypeWords: (String) -> String?) -> ContractChoice? {
        var next = self
        let own = sources.reduce(into: Set<String>()) { $0.formUnion($1.ownWords) }
        for (path, items) in failed {
            guard let source = sources.first(where: { $0.relativePath == path }), var filePicks = next.picks[path] else { return nil }
            for (number, messages) in items {
                let item = source.items[number]
                guard case .alternative(let current) = filePicks[number] else { return nil } // a stub never fails
                tried[path, default: [:]][number, default: []].insert(current)
                let untried = Self.candidates(item, submissionWords: submissionWords, contractWords: own).first { !(tried[path]?[number]?.contains($0) ?? false) }
                if let untried {
                    filePicks[number] = .alternative(untried)
                } else if item.canBeStubbed {
                    filePicks[number] = .stub(Self.words(for: item, messages: messages, missingTypeWords: missingTypeWords))
                } else {
                    return nil
                }
            }
            next.picks[path] = filePicks
        }
        return next
    }

    /// The item's words, unless the compiler says a whole type is missing: then that, once,
    /// instead of a member-by-member list ("your code has no `class EmojiMemoryGame`").
    static func words(for item: ContractSource.Item, messages: [String], missingTypeWords: (String) -> String?) -> String {
        for message in messages where message.hasPrefix("cannot find") {
            let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
            if quoted.count >= 3, let words = missingTypeWords(String(quoted[1])) { return words }
        }
        return item.words
    }

    /// For one file: each item's alternative (nil for its stub), and each stub's words.
    func rendering(_ path: String) -> (alternatives: [Int?], stubWords: [Int: String]) {
        var alternatives: [Int?] = []
        var words: [Int: String] = [:]
        for (number, pick) in (picks[path] ?? []).enumerated() {
            switch pick {
            case .alternative(let index): alternatives.append(index)
            case .stub(let text): alternatives.append(nil); words[number] = text
            }
        }
        return (alternatives, words)
    }

    /// The items that are stubs, with their words: what the submission lacks.
    public var gaps: [String] {
        var words: [String] = []
        for path in picks.keys.sorted() {
            for case .stub(let text) in picks[path] ?? [] where !words.contains(text) { words.append(text) }
        }
        return words
    }
}

/// The last choice that built, with the interface it was found for, kept in the scratch package.
struct ContractChoiceCache {
    let file: URL

    struct Entry: Codable {
        var key: String
        var choice: ContractChoice
        /// The folder the submission came from: its next edit most likely keeps the same spellings.
        var origin: String?
    }

    /// The last choice that built: `same`, to start from as it is, when it was for these very
    /// files, or for a submission from the same folder (the student edited it) with the same
    /// contract and no stub; else only a prior. A stub always compiles, so one kept for other
    /// code would never be tried again: the part the student has just written (or a
    /// classmate has) would stay "missing". (`key` ends with the contract's digest: a contract
    /// written anew for new declarations may offer an alternative the last choice did not have.)
    /// Nil as well when it was for another contract: alternatives are counted in the contract
    /// as written for a submission, so another's numbers mean other alternatives.
    func load(key: String, origin: String) -> (choice: ContractChoice, same: Bool)? {
        guard let data = FileManager.default.contents(atPath: file.path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.key.split(separator: "-").last == key.split(separator: "-").last else { return nil }
        return (entry.choice, entry.key == key || (entry.origin == origin && entry.choice.gaps.isEmpty))
    }

    func save(_ choice: ContractChoice, key: String, origin: String) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, choice: choice, origin: origin)) else { return }
        try? data.write(to: file, options: .atomic)
    }
}
