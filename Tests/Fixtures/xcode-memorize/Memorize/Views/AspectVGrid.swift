import SwiftUI

struct AspectVGrid<Item: Identifiable, ItemView: View>: View {
    var items: [Item]
    var aspectRatio: CGFloat
    var content: (Item) -> ItemView

    init(_ items: [Item], aspectRatio: CGFloat, @ViewBuilder content: @escaping (Item) -> ItemView) {
        self.items = items
        self.aspectRatio = aspectRatio
        self.content = content
    }

    var body: some View {
        GeometryReader { geometry in
            let width = widthThatFits(count: items.count, in: geometry.size)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: width), spacing: 0)], spacing: 0) {
                ForEach(items) { content($0).aspectRatio(aspectRatio, contentMode: .fit) }
            }
        }
    }

    private func widthThatFits(count: Int, in size: CGSize) -> CGFloat {
        var columns = 1
        repeat {
            let width = size.width / CGFloat(columns)
            let rows = (CGFloat(count) / CGFloat(columns)).rounded(.up)
            if rows * width / aspectRatio < size.height { return width.rounded(.down) }
            columns += 1
        } while columns < count
        return min(size.width / CGFloat(max(count, 1)), size.height * aspectRatio).rounded(.down)
    }
}
