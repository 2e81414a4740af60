// The student's `widthThatFits` as the checks call it: in the program built from the
// student's code (contract/Serve.swift answers), never in the checks' own process.
import Foundation
import Wire

/// The width the student's code gives, or NaN when it could not answer (the check has failed
/// with why, or the program ended and the task's verdict says how).
func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat {
    let answer = StudentProgram.answer("widthThatFits", [.int(itemCount), .double(Double(size.width)), .double(Double(size.height)),
                                                         .double(Double(itemAspectRatio))])
    return CGFloat(answer?.double ?? .nan)
}
