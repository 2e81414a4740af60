// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Serve.swift calls it for the checks.
import Foundation
@testable internal import Submission

func contractWidth(_ count: Int, _ width: Double, _ height: Double, _ ratio: Double) -> Double { Double(widthThatFits(itemCount: count, in: CGSize(width: width, height: height), itemAspectRatio: CGFloat(ratio))) }  // contract: there is no top-level `func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat`
