/// Draws a character's avatar: a face (circle, eyes, mouth) on a background, with colours
/// derived from the id so every character looks different and the same on every run.
enum AvatarPainter {
    static func paint(id: Int, width: Int, height: Int) -> BlockImage {
        var random = SeededRandom(seed: 0xA7A7_A000 &+ UInt64(id) &* 0x2545_F491_4F6C_DD1D)
        let background = color(&random, range: 40...200)
        let skin = color(&random, range: 150...255)
        let eyes = color(&random, range: 0...90)
        var image = BlockImage(width: width, height: height, fill: background)
        let centreX = Double(width) / 2
        let centreY = Double(height) / 2
        let radius = Double(min(width, height)) * 0.36
        image.paint(skin) { x, y in distance(x, y, centreX, centreY) <= radius }
        for side in [-1.0, 1.0] {
            let eyeX = centreX + side * radius * 0.4
            let eyeY = centreY - radius * 0.25
            image.paint(eyes) { x, y in distance(x, y, eyeX, eyeY) <= radius * 0.16 }
        }
        image.paint(eyes) { x, y in
            abs(y - (centreY + radius * 0.45)) <= 5 && abs(x - centreX) <= radius * 0.45
        }
        return image
    }

    private static func color(_ random: inout SeededRandom, range: ClosedRange<Int>) -> BlockImage.RGB {
        let red = UInt8(random.int(in: range))
        let green = UInt8(random.int(in: range))
        let blue = UInt8(random.int(in: range))
        return BlockImage.RGB(red: red, green: green, blue: blue)
    }

    private static func distance(_ x: Double, _ y: Double, _ centreX: Double, _ centreY: Double) -> Double {
        ((x - centreX) * (x - centreX) + (y - centreY) * (y - centreY)).squareRoot()
    }
}
