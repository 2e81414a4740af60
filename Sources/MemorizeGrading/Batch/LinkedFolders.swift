import Foundation

extension ClassSubmission {
    /// Submissions whose folder is a link into another student's files (the same folder, or
    /// one inside it), each with the student whose files they are. Grading one would hand out
    /// the other's grade as its own; `grade` reports it as an error row naming both instead.
    public static func linked(_ submissions: [ClassSubmission]) -> [Int: String] {
        let resolved = submissions.map { $0.folder.resolvingSymlinksInPath().standardizedFileURL.path }
        var linked: [Int: String] = [:]
        for (index, submission) in submissions.enumerated() where isLink(submission.folder) {
            let owner = submissions.indices.first { other in
                other != index && !isLink(submissions[other].folder)
                    && (resolved[index] == resolved[other] || resolved[index].hasPrefix(resolved[other] + "/"))
            }
            if let owner { linked[index] = submissions[owner].student }
        }
        return linked
    }

    private static func isLink(_ folder: URL) -> Bool {
        let path = folder.path.hasSuffix("/") ? String(folder.path.dropLast()) : folder.path
        return (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
