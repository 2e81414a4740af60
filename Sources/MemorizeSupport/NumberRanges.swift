/// Whole numbers written as ranges, for messages that list what exists: "1–8", or
/// "1–3, 5" when some are missing.
public enum NumberRanges {
    /// The numbers, sorted and without repeats, as ranges joined by ", "; "" for none.
    public static func text(_ numbers: [Int]) -> String {
        var ranges: [String] = []
        var rest = Array(Set(numbers)).sorted()[...]
        while let start = rest.popFirst() {
            var end = start
            while rest.first == end + 1 { end = rest.popFirst()! }
            ranges.append(start == end ? "\(start)" : "\(start)–\(end)")
        }
        return ranges.joined(separator: ", ")
    }
}
