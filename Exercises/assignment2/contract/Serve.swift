// How the checks reach the student's Model and ViewModel: each call by name, with plain
// values, answered here, in the program built from the student's code, through the façade
// (Facade.swift). A card travels as [id, content, isFaceUp, isMatched, card]: its id as a
// number this program gives each id it meets, and the student's card itself as an object to
// hand back to `choose`. The checks' side is checks/Remote.swift.
import Observation
import Wire
#if canImport(Combine)
import Combine
#endif

/// The number each card id met so far goes by.
private var cardIDs: [AnyHashable: Int] = [:]

private func wire(_ cards: [ContractCard], _ objects: WireObjects) -> WireValue {
    let deck = objects.keep(cards.map(\.raw))
    return .list(cards.enumerated().map { index, card in
        let id = cardIDs[card.id] ?? cardIDs.count
        cardIDs[card.id] = id
        return .list([.int(id), .string(card.content), .bool(card.isFaceUp), .bool(card.isMatched), .list([deck, .int(index)])])
    })
}

/// The student's card a wired card names.
private func card(_ value: WireValue, _ objects: WireObjects) throws -> ContractCard {
    guard let parts = value.list, parts.count == 2, let index = parts[1].int else { throw WireShapeError("expected a card, got \(value)") }
    let deck = try objects.object(parts[0], as: [Any].self)
    guard deck.indices.contains(index) else { throw WireShapeError("no card \(index) in a deck of \(deck.count)") }
    return try ContractCard(deck[index])
}

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "newModel":
        let emojis = try arguments.value(1).list.map { _ in try arguments.strings(1) }
        let game = try ContractGame(numberOfPairsOfCards: try arguments.int(0)) { index in
            guard let emojis else { return "\(index)" }
            return emojis.indices.contains(index) ? emojis[index] : "?"
        }
        return objects.keep(game)
    // Whether a type keeps no whole number: its answer is the build's own reason, a fact the
    // checks believe only when this build has it, or "no" (a number is kept).
    case "modelKeepsNoNumber": _ = try contractGameKeepsANumber(); return .bool(false)
    case "newViewModel": return objects.keep(try ContractViewModel())
    case "newViewModelOfTheme":
        let pairs = try arguments.value(2).int
        let spec = ContractThemeSpec(name: try arguments.string(0), emojis: try arguments.strings(1), numberOfPairs: pairs, color: try arguments.string(3))
        return objects.keep(try ContractViewModel(theme: spec))
    case "deal":
        // A game and what the View shows of it, in one call (the checks deal thousands): a new
        // view model; then its theme's name, colour (when asked), emoji and number of pairs, and
        // its cards (when asked), read in that order.
        let viewModel = try ContractViewModel()
        return try dealt(viewModel, objects.keep(viewModel), arguments, objects)
    case "dealAgain":
        // The same after New Game on the view model given: a call of its own, so that only
        // the checks that press New Game can hear that the code has none.
        let given = try arguments.value(0)
        let viewModel = try objects.object(given, as: ContractViewModel.self)
        try viewModel.newGame()
        return try dealt(viewModel, given, arguments, objects)
    case "viewModelKeepsNoNumber": _ = try contractViewModelKeepsANumber(); return .bool(false)
    case "themesAreCases":
        return ContractViewModel.themesAreCases.map { .list([.string($0.type), .int($0.count)]) } ?? .none
    case "themesAreParallel":
        return ContractViewModel.themesAreParallel.map { .list([.string($0.names), .string($0.emojis)]) } ?? .none
    default: break
    }
    let target = try arguments.value(0)
    if name.hasPrefix("model.") {
        switch name {
        case "model.cards": return wire(try objects.object(target, as: ContractGame.self).cards, objects)
        case "model.score": return .int(try objects.object(target, as: ContractGame.self).score)
        case "model.choose":
            let chosen = try card(try arguments.value(1), objects)
            try objects.change(target, as: ContractGame.self) { try $0.choose(chosen) }
        case "model.shuffle": try objects.change(target, as: ContractGame.self) { try $0.shuffle() }
        default: throw WireShapeError("no call named \(name)")
        }
        return .none
    }
    let viewModel = try objects.object(target, as: ContractViewModel.self)
    switch name {
    case "cards": return wire(try viewModel.cards, objects)
    case "score": return .int(try viewModel.score)
    case "themeName": return .string(try viewModel.themeName)
    case "themeColor": return .string(try viewModel.themeColor)
    case "themeEmojis": return .list(try viewModel.themeEmojis.map(WireValue.string))
    case "themePairs": return try viewModel.themePairs.map(WireValue.int) ?? .none
    case "themeKeepsNoNumber": _ = try contractThemeKeepsANumber(); return .bool(false)
    case "keptThemeColors": return .list(viewModel.keptThemeColors.map(WireValue.string))
    case "choose": try viewModel.choose(try card(try arguments.value(1), objects))
    case "newGame": try viewModel.newGame()
    case "shuffle": try viewModel.shuffle()
    case "watch":
        try contractViewModelIsObservable()
        return objects.keep(ContractWatch(viewModel))
    case "notified": return .bool(try objects.object(try arguments.value(1), as: ContractWatch.self).flag.fired)
    default: throw WireShapeError("no call named \(name)")
    }
    return .none
}

/// A dealt game as `deal` answers it: `viewModel` (kept as `kept`), its theme and its cards.
private func dealt(_ viewModel: ContractViewModel, _ kept: WireValue, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    .list([
        kept,
        .string(try viewModel.themeName),
        try arguments.bool(1) ? .string(try viewModel.themeColor) : .none,
        .list(try viewModel.themeEmojis.map(WireValue.string)),
        try viewModel.themePairs.map(WireValue.int) ?? .none,
        try arguments.bool(2) ? wire(try viewModel.cards, objects) : .none,
    ])
}

final class ContractChangeFlag: @unchecked Sendable {
    var fired = false
}

/// An observer that read the view model's cards, score and theme, as a View drawing them
/// would, told of a change either way a View can be: Observation (`@Observable`), or an
/// `ObservableObject`'s `objectWillChange` (the lectures' `@Published`).
final class ContractWatch {
    let flag = ContractChangeFlag()
    #if canImport(Combine)
    private var subscription: AnyCancellable?
    #endif

    init(_ viewModel: ContractViewModel) {
        let flag = self.flag
        withObservationTracking {
            _ = try? viewModel.cards
            _ = try? viewModel.score
            _ = try? viewModel.themeName
        } onChange: {
            flag.fired = true
        }
        #if canImport(Combine)
        if let observable = viewModel.raw as? any ObservableObject { subscription = Self.subscribe(observable) { flag.fired = true } }
        #endif
    }

    #if canImport(Combine)
    private static func subscribe<Object: ObservableObject>(_ object: Object, _ onChange: @escaping () -> Void) -> AnyCancellable {
        object.objectWillChange.sink { _ in onChange() }
    }
    #endif
}
