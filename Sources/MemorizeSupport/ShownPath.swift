import Foundation

extension URL {
    /// This file's path as someone standing in `base` would type it: relative when it lies
    /// inside `base` ("Work/demos/pie"), whole otherwise. Both are standardized first, so
    /// "/course/./Work" is inside "/course".
    public func shownPath(from base: URL) -> String {
        let base = base.standardizedFileURL.path
        let path = standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
