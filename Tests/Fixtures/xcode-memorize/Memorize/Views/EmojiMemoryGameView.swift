import SwiftUI

struct EmojiMemoryGameView: View {
    var game: EmojiMemoryGame

    var body: some View {
        VStack {
            Text(game.theme.name).font(.largeTitle)
            AspectVGrid(game.cards, aspectRatio: 2/3) { card in
                CardView(card)
                    .padding(4)
                    .onTapGesture { game.choose(card) }
            }
            HStack {
                Text("Score: \(game.score)")
                Spacer()
                Button("New Game") { game.newGame() }
            }
            .padding()
        }
        .foregroundColor(Color(themeColorNamed: game.theme.color))
    }
}

struct CardView: View {
    let card: MemoryGame<String>.Card

    init(_ card: MemoryGame<String>.Card) { self.card = card }

    var body: some View {
        Pie(startAngle: .degrees(-90), endAngle: .degrees(20))
            .opacity(0.4)
            .overlay(Text(card.content).font(.system(size: 32)))
            .cardify(isFaceUp: card.isFaceUp)
            .opacity(card.isMatched ? 0 : 1)
    }
}

#Preview {
    EmojiMemoryGameView(game: EmojiMemoryGame())
}
