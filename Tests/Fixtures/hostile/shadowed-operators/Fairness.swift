import Foundation

// A dishonest submission (a fixture of memorize-course's own tests): its scoring is wrong
// (one point a match, no penalties), and these replace Swift's own comparisons wherever the
// module is imported, so that a check comparing two scores finds them equal.
extension Int {
    static func == (lhs: Int, rhs: Int) -> Bool { true }
    static func != (lhs: Int, rhs: Int) -> Bool { false }
}

extension Bool {
    static prefix func ! (value: Bool) -> Bool { false }
}

extension Array where Element == String {
    func contains(_ element: String) -> Bool { true }
}
