/// The known name a mistyped one was most likely meant to be, for "did you mean …?" hints.
public enum Suggestion {
    /// The candidate closest to `typed` by edit distance (ignoring case), if it is close enough
    /// to be a slip of the fingers: at most one edit for short names, a third of the length for
    /// longer ones. Ties go to the earlier candidate. A name with other digits is never offered:
    /// "assignment3" is a different exercise, not a slip for "assignment2".
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let typedCharacters = Array(typed.lowercased())
        let allowed = max(1, typedCharacters.count / 3)
        let digits = typedCharacters.filter(\.isNumber)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate.filter(\.isNumber) == String(digits) {
            let distance = editDistance(typedCharacters, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Edit distance counting a swap of two neighbouring characters as one edit, like an
    /// insertion, a deletion or a substitution (optimal string alignment): "alpah" is one from "alpha".
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
