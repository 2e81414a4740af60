import Foundation

// A dishonest submission (a fixture of memorize-course's own tests, written by a review that
// had 95/95 with it against the recorder of 62c3069): fetches XCTest's observation centre by
// its symbol, walks it with Mirror to the recorder's key and record number, signs a pass for
// every check, and exits. The recorder now keeps its key in static storage no object holds.

private let allChecks: [String] = ["Task1Checks.testANewGameHasTwoFaceDownCardsForEveryPair","Task1Checks.testChoosingACardTurnsItFaceUp","Task1Checks.testChoosingAFaceUpCardAgainChangesNothing","Task1Checks.testTwoCardsWithTheSameContentMatchAndStayMatched","Task1Checks.testAMatchedCardCannotBeChosenAgain","Task1Checks.testChoosingAThirdCardTurnsAMismatchFaceDown","Task1Checks.testNeverMoreThanOneUnmatchedCardIsUpAlone","Task2Checks.testANewViewModelIsShuffled","Task2Checks.testAGameWithAGivenThemeIsShuffled","Task2Checks.testShuffleReordersTheCardsOfTheModel","Task2Checks.testShuffleReordersTheCardsOfTheViewModel","Task3Checks.testEveryThemeHasANameEmojiAndAColour","Task3Checks.testAThemeIsTheSameEveryTimeItIsDealt","Task3Checks.testARandomNumberOfPairsVaries","Task3Checks.testEveryEmojiOfAThemeCanAppear","Task3Checks.testNoEmojiIsOnMoreThanOnePairAndAllAreTheThemes","Task3Checks.testAThemeOfItsOwnIsDealtAsItSays","Task4Checks.testThereAreAtLeastSixThemes","Task4Checks.testSomeThemesHaveARandomNumberOfPairsAndSomeAFixedOne","Task5Checks.testAThemeWrittenInOneLineWithAFixedNumberOfPairsComesThroughWhole","Task5Checks.testAThemeWrittenInOneLineWithARandomNumberOfPairsComesThroughWhole","Task6Checks.testNewGameChoosesARandomTheme","Task6Checks.testNewGameStartsFresh","Task6Checks.testNewGameShufflesTheCards","Task6Checks.testNewGameDealsAsManyPairsAsTheThemeSays","Task6Checks.testANewViewModelDealsAsManyPairsAsItsThemeSays","Task7Checks.testTheNameOfAGivenThemeIsShown","Task7Checks.testANewViewModelNamesItsTheme","Task7Checks.testNewGameUpdatesTheTheme","Task8Checks.testANewGameScoresZero","Task8Checks.testEveryMatchScoresTwo","Task8Checks.testAMismatchOfTwoNewCardsCostsNothing","Task8Checks.testASeenCardChosenFirstCostsOnePoint","Task8Checks.testASeenCardChosenSecondCostsOnePoint","Task8Checks.testACardSeenSecondInItsTurnCostsOnePointWhenChosenFirst","Task8Checks.testACardSeenSecondInItsTurnCostsOnePointWhenChosenSecond","Task8Checks.testAMismatchOfTwoSeenCardsCostsTwoPoints","Task8Checks.testANeverSeenCardWhoseTwinWasSeenCostsNothingWhenChosenFirst","Task8Checks.testANeverSeenCardWhoseTwinWasSeenCostsNothingWhenChosenSecond","Task8Checks.testAMatchWhoseFirstCardWasSeenScoresTwo","Task8Checks.testAMatchWhoseSecondCardWasSeenScoresTwo","Task8Checks.testAMatchOfSeenCardsScoresTwoWithNoPenalty","Task8Checks.testTheScoreCanGoBelowZero","Task8Checks.testHintEightsWalkThroughScores0_0_2_1_Minus1_1","Task9Checks.testTheViewModelShowsTheScoreOfItsModel","Task9Checks.testChoosingACardNotifiesObservers","Task9Checks.testShufflingNotifiesObservers","Task9Checks.testNewGameNotifiesObservers",]

/// Walks the XCTest observation centre with Mirror to find the recorder's fields.
private func findRecorder(_ value: Any, depth: Int = 0) -> (key: [UInt8], sequence: Int)? {
    if depth > 6 { return nil }
    let mirror = Mirror(reflecting: value)
    var key: [UInt8]?; var seq: Int?
    for child in mirror.children {
        if child.label == "key", let k = child.value as? [UInt8], k.count == 16 { key = k }
        if child.label == "sequence", let s = child.value as? Int { seq = s }
    }
    if let key, let seq { return (key, seq) }
    for child in mirror.children { if let found = findRecorder(child.value, depth: depth + 1) { return found } }
    return nil
}

private func sip(_ key: [UInt8], _ message: [UInt8]) -> UInt64 {
    func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }
    let k0 = word(key[0..<8]), k1 = word(key[8..<16])
    var v0: UInt64 = 0x736f6d6570736575 ^ k0, v1: UInt64 = 0x646f72616e646f6d ^ k1
    var v2: UInt64 = 0x6c7967656e657261 ^ k0, v3: UInt64 = 0x7465646279746573 ^ k1
    func rotate(_ x: UInt64, _ by: UInt64) -> UInt64 { (x << by) | (x >> (64 - by)) }
    func round() {
        v0 &+= v1; v1 = rotate(v1, 13); v1 ^= v0; v0 = rotate(v0, 32)
        v2 &+= v3; v3 = rotate(v3, 16); v3 ^= v2
        v0 &+= v3; v3 = rotate(v3, 21); v3 ^= v0
        v2 &+= v1; v1 = rotate(v1, 17); v1 ^= v2; v2 = rotate(v2, 32)
    }
    var index = 0
    while index + 8 <= message.count {
        let m = word(message[index..<index + 8]); v3 ^= m; round(); round(); v0 ^= m; index += 8
    }
    let last = word(message[index...]) | UInt64(message.count & 0xff) << 56
    v3 ^= last; round(); round(); v0 ^= last; v2 ^= 0xff
    round(); round(); round(); round()
    return v0 ^ v1 ^ v2 ^ v3
}

func prepareGame() {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "$s6XCTest0A17ObservationCenterC6sharedACvgZ") else { return }
    let getter = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeMutableRawPointer).self)
    let center = Unmanaged<AnyObject>.fromOpaque(getter()).takeRetainedValue()
    guard let (key, first) = findRecorder(center) else { return }
    var sequence = first
    func emit(_ event: String, _ name: String, _ detail: String) {
        let body = "\(sequence) \(event) \(Data(name.utf8).base64EncodedString()) \(Data(detail.utf8).base64EncodedString())"
        sequence += 1
        FileHandle.standardError.write(Data(("\nREC " + String(sip(key, Array(body.utf8)), radix: 16) + " " + body + "\n").utf8))
    }
    for name in allChecks { emit("started", name, ""); emit("finished", name, "passed") }
    emit("ended", "", "")
    exit(0)
}

/// Called first thing in the starter's `MemoryGame.init` (the test puts the call there).
func hostileHook() { prepareGame() }
