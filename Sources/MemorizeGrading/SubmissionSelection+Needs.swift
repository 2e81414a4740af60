import Foundation
import MemorizeSupport

/// What the graded files need from the files the rule left out. A Model or ViewModel may use a
/// theme type declared in a file that imports only SwiftUI, a themes list kept in
/// `SceneDelegate.swift`, or `Color.fromString` from an `extension Color` beside a View: Xcode
/// compiles the whole target, so they build there. Each such declaration is graded with the
/// files that use it: a file with no UI in it whole, a UI file only for those declarations
/// (the rest of it blanked, so lines keep their numbers). And a ViewModel or Model named
/// otherwise than the assignment's is found by what it is (`TypeRoles`) and graded as one.
extension SubmissionSelection {
    /// The student's types that play the part of an assignment type under another name, whole
    /// (`MemorizeView.ViewModel` for one nested in a View), by the assignment type's name; types
    /// that are UI (Views, Apps…) never do.
    static func roleTypes(_ files: [SourceFile], assignmentTypes: Set<String>, reference: DeclarationIndex?) -> [String: String] {
        guard let reference else { return [:] }
        var index = DeclarationIndex(files.map { String(decoding: $0.contents, as: UTF8.self) })
        let ui = Set(uiRoles.map(\.conformance))
        index.types.removeAll { !$0.conformances.filter(ui.contains).isEmpty }
        let roles = TypeRoles.map(reference: reference, submission: index, wanted: assignmentTypes)
        return roles.mapValues { DeclarationIndex.unspecialized($0) }
    }

    /// Adds to `files` every declaration of a left-out file that the graded files use (and so
    /// on, for what those use), and every one of `assignmentTypes` such a file declares; marks
    /// those files' entries in `skipped`.
    mutating func addNeededDeclarations(from candidates: [SourceFile], assignmentTypes: Set<String> = []) {
        var pending = candidates
        // An extension of a View (its `title: some View`) is the View's, wherever it is written.
        let uiTypes = Set(candidates.flatMap { TopLevelSpans($0).spans.filter(\.isUI).flatMap(\.names) })
        var used = files.reduce(into: Set<String>()) { $0.formUnion(Self.usedWords($1)) }
        var declared = files.reduce(into: Set<String>()) { $0.formUnion(TopLevelSpans($1).spans.flatMap(\.names)) }
        // A file graded in part, by the place of its copy in `files` and the declarations kept:
        // what those declarations use from their own file comes later (rt24c: a View beside the
        // Model left the Model's `extension Array` behind, and a correct Model did not compile).
        var inPart: [String: (at: Int, kept: [TopLevelSpans.Span])] = [:]
        var changed = true
        while changed {
            changed = false
            for (position, file) in pending.enumerated().reversed() {
                var spans = TopLevelSpans(file)
                for index in spans.spans.indices where spans.spans[index].extended.map(uiTypes.contains) == true { spans.spans[index].isUI = true }
                let wanted = used.subtracting(declared).union(assignmentTypes.subtracting(declared))
                let kept = inPart[file.relativePath]?.kept ?? []
                // A UI declaration only when it is an assignment type that is no View (card-flip's
                // Cardify, a ViewModifier), without its UI: a View taken for one by its shape keeps
                // its `@State`s, which no stand-in has (a real project's own did not compile so).
                let needed = spans.spans.filter { span in
                    (!span.isUI || (span.extended == nil && span.conformances.isDisjoint(with: TopLevelSpans.views)
                        && !Set(span.names).isDisjoint(with: assignmentTypes)))
                        && !span.names.isEmpty && !Set(span.names).isDisjoint(with: wanted) && !kept.contains { $0.lines == span.lines }
                }
                guard !needed.isEmpty else { continue }
                changed = true
                let whole = kept.isEmpty && !spans.spans.contains(where: \.isUI) && !SwiftSourceScan(spans.text).hasPreviewMacro && !Self.isEntryPoint(file)
                let entry = skipped.firstIndex(where: { $0.file == file.relativePath })
                if whole {
                    files.append(file)
                    used.formUnion(Self.usedWords(file))
                    declared.formUnion(spans.spans.flatMap(\.names))
                    if let entry { skipped.remove(at: entry) }
                    pending.remove(at: position)
                    continue
                }
                let graded = spans.keeping(kept + needed)
                if let at = inPart[file.relativePath]?.at { files[at] = graded } else { files.append(graded) }
                inPart[file.relativePath] = (inPart[file.relativePath]?.at ?? files.count - 1, kept + needed)
                used.formUnion(Self.usedWords(spans.keeping(needed)))
                declared.formUnion(needed.flatMap(\.names))
                if let entry {
                    // Not again those the reason names already ("its own `MemoryGame` graded without it").
                    let unsaid = needed.flatMap(\.names).filter { !skipped[entry].reason.contains("`\($0)`") }
                    let names = unsaid.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
                    if !unsaid.isEmpty { skipped[entry].reason += "; its \(names) graded with the files that use \(unsaid.count == 1 ? "it" : "them")" }
                }
            }
        }
    }

    /// A type playing an assignment type's part may be nested in a View by an extension
    /// (`extension MemorizeView { class ViewModel: ObservableObject { … } }`). Those extensions
    /// are graded, and the View (`hosts`: the outer names of such roles) is compiled as an empty
    /// type of its kind on its own line (`struct MemorizeView {}`), its body and conformances
    /// left out. Returns the files it took, by relative path, for no other rule to take again.
    mutating func addHostedTypes(from candidates: [SourceFile], nestedRoles: Set<String>) -> Set<String> {
        let nested = nestedRoles.filter { $0.split(separator: ".").count == 2 }
        guard !nested.isEmpty else { return [] }
        let spansByFile = candidates.map(TopLevelSpans.init)
        // Hosts that a View declares (an assignment type of its own is graded as it is).
        let hosts = Set(nested.map { String($0.split(separator: ".")[0]) })
        let views = Set(spansByFile.flatMap { $0.spans.filter { $0.isUI && $0.extended == nil }.flatMap(\.names) }).intersection(hosts)
        guard !views.isEmpty else { return [] }
        // An extension that declares the nested type (`extension MemorizeView { class ViewModel`),
        // or extends it (`extension MemorizeView.ViewModel`); no other extension of the View.
        func holdsARole(_ span: TopLevelSpans.Span, _ spans: TopLevelSpans) -> Bool {
            guard let host = span.extended, views.contains(host), !span.isUI else { return false }
            let lines = spans.text.components(separatedBy: "\n")[span.lines]
            let tokens = SwiftTokens.tokens(SwiftSourceScan.blankCommentsAndStrings(lines.joined(separator: "\n")))
            guard let at = tokens.firstIndex(of: "extension") else { return false }
            if tokens.count > at + 3, tokens[at + 2] == ".", nested.contains(host + "." + tokens[at + 3]) { return true }
            return zip(tokens, tokens.dropFirst()).contains { ["class", "struct", "enum", "actor"].contains($0.0) && nested.contains(host + "." + $0.1) }
        }
        var taken: Set<String> = []
        for spans in spansByFile {
            let extensions = spans.spans.filter { holdsARole($0, spans) }
            let declarations = spans.spans.filter { $0.isUI && $0.extended == nil && !Set($0.names).isDisjoint(with: views) }
            guard !extensions.isEmpty || !declarations.isEmpty else { continue }
            var lines = spans.keeping(extensions).contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            for declaration in declarations {
                let header = spans.text.components(separatedBy: "\n")[declaration.lines.lowerBound]
                let kind = ["struct", "class", "enum"].first { header.contains($0 + " ") } ?? "struct"
                lines[declaration.lines.lowerBound] = "\(kind) \(declaration.names[0]) {}"
            }
            files.append(SourceFile(relativePath: spans.file.relativePath, original: spans.file.original, contents: Data(lines.joined(separator: "\n").utf8)))
            taken.insert(spans.file.relativePath)
            if let entry = skipped.firstIndex(where: { $0.file == spans.file.relativePath }) {
                skipped[entry].reason += declarations.isEmpty ? "; its extensions of the View graded (they hold the assignment's types)"
                    : "; the View graded as an empty stand-in, for the assignment's types nested in it"
            }
        }
        return taken
    }

    static func usedWords(_ file: SourceFile) -> Set<String> {
        let code = SwiftSourceScan.blankCommentsAndStrings(String(decoding: file.contents, as: UTF8.self))
        return SwiftSourceScan.words(code).union(TopLevelSpans.operators(in: code, declared: false))
    }
}

extension SubmissionSelection {
    /// `errors` (compiler errors at the graded files), each "cannot find 'X'" that a file left
    /// out declares (inside a View, say, where it cannot be graded alone) saying which file.
    public func namingWhereMissingThingsAre(_ errors: [String], folder: URL) -> [String] {
        guard !skipped.isEmpty, errors.contains(where: { $0.contains("cannot find") }) else { return errors }
        var declaredIn: [String: String] = [:]
        for entry in skipped {
            let url = folder.appendingPathComponent(entry.file)
            guard let data = FileManager.default.contents(atPath: url.path), data.count < 1 << 20 else { continue }
            for type in DeclarationIndex([String(decoding: data, as: UTF8.self)]).types {
                declaredIn[type.shortName] = declaredIn[type.shortName] ?? "\(entry.file), which is not graded: \(entry.reason)"
                for member in type.members where member.isStatic || type.kind == "extension" { declaredIn[member.name] = declaredIn[member.name] ?? "\(entry.file)" }
            }
        }
        return errors.map { error in
            guard let range = error.range(of: "cannot find "), let open = error[range.upperBound...].firstIndex(of: "'"),
                  let close = error[error.index(after: open)...].firstIndex(of: "'") else { return error }
            let name = String(error[error.index(after: open)..<close])
            guard let place = declaredIn[name] else { return error }
            return error + " (`\(name)` is declared in \(place))"
        }
    }
}
