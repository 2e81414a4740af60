import Foundation

extension URL {
    /// This file's path as someone standing in `base` would type it: relative when it lies
    /// inside `base` ("Work/demos/pie"), whole otherwise. Both are standardized first, so
    /// "/course/./Work" is inside "/course". It is for showing: a control character, line
    /// break or direction mark in a name is shown as text (`PrintableText.line`).
    public func shownPath(from base: URL) -> String {
        let base = base.standardizedFileURL.path
        let path = standardizedFileURL.path
        return PrintableText.line(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path)
    }
}
