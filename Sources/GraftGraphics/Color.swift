/// A terminal colour: either the terminal's own default or a 24-bit RGB value.
///
/// Colours are stored at full precision and only reduced when emitted, so the same view tree
/// renders faithfully on a true-colour terminal and degrades gracefully on older ones.
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background colour, whichever the context calls for.
  ///
  /// Why a separate case: users pick their terminal theme, and "no colour" must respect it
  /// rather than forcing black on white.
  case `default`
  /// A 24-bit colour given as red, green and blue components.
  case rgb(UInt8, UInt8, UInt8)

  /// The nearest colour of the xterm 256-colour palette, or `nil` for `.default`.
  ///
  /// Only the 6×6×6 cube (16...231) and the grey ramp (232...255) are considered, because
  /// entries 0...15 are remapped by most terminal themes and so have no reliable RGB value.
  /// The cube or ramp candidate closer by squared RGB distance wins; ties go to the cube.
  public var paletteIndex: UInt8? {
    guard case .rgb(let red, let green, let blue) = self else { return nil }
    let components = [Int(red), Int(green), Int(blue)]

    let cubeSteps = components.map(Self.nearestCubeStep)
    let cubeColor = cubeSteps.map { Self.cubeLevels[$0] }
    let cubeIndex = 16 + 36 * cubeSteps[0] + 6 * cubeSteps[1] + cubeSteps[2]

    // The ramp runs 8, 18, ..., 238. Squared distance to a grey is smallest at the mean of the
    // components, so round (sum / 3 - 8) / 10 to the nearest step: floor((sum - 9) / 30).
    let sum = components.reduce(0, +)
    let greyStep = min(max((sum - 9) / 30, 0), 23)
    let greyLevel = 8 + 10 * greyStep
    let greyColor = [greyLevel, greyLevel, greyLevel]

    let useGrey =
      Self.squaredDistance(components, greyColor) < Self.squaredDistance(components, cubeColor)
    return UInt8(useGrey ? 232 + greyStep : cubeIndex)
  }

  /// The nearest of the 16 standard ANSI colours (0...7 normal, 8...15 bright), or `nil` for
  /// `.default`.
  ///
  /// Distances are measured against xterm's default RGB values for those colours, the closest
  /// thing to a common reference the 16-colour world has.
  public var ansi16Index: UInt8? {
    guard case .rgb(let red, let green, let blue) = self else { return nil }
    let components = [Int(red), Int(green), Int(blue)]
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in Self.xtermANSI16.enumerated() {
      let distance = Self.squaredDistance(components, candidate)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return UInt8(best)
  }

  /// Pure black, `rgb(0, 0, 0)`.
  public static let black = Color.rgb(0, 0, 0)
  /// Pure white, `rgb(255, 255, 255)`.
  public static let white = Color.rgb(255, 255, 255)
  /// Pure red, `rgb(255, 0, 0)`.
  public static let red = Color.rgb(255, 0, 0)
  /// Pure green, `rgb(0, 255, 0)`.
  public static let green = Color.rgb(0, 255, 0)
  /// Pure blue, `rgb(0, 0, 255)`.
  public static let blue = Color.rgb(0, 0, 255)
  /// Yellow, `rgb(255, 255, 0)`.
  public static let yellow = Color.rgb(255, 255, 0)
  /// Cyan, `rgb(0, 255, 255)`.
  public static let cyan = Color.rgb(0, 255, 255)
  /// Magenta, `rgb(255, 0, 255)`.
  public static let magenta = Color.rgb(255, 0, 255)
  /// Mid grey, `rgb(128, 128, 128)`.
  public static let gray = Color.rgb(128, 128, 128)

  /// The component values of the six steps of xterm's colour cube.
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// xterm's default RGB values for ANSI colours 0...15.
  private static let xtermANSI16: [[Int]] = [
    [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0],
    [0, 0, 238], [205, 0, 205], [0, 205, 205], [229, 229, 229],
    [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0],
    [92, 92, 255], [255, 0, 255], [0, 255, 255], [255, 255, 255],
  ]

  private static func nearestCubeStep(_ component: Int) -> Int {
    var best = 0
    for step in 1..<cubeLevels.count
    where abs(cubeLevels[step] - component) < abs(cubeLevels[best] - component) {
      best = step
    }
    return best
  }

  private static func squaredDistance(_ lhs: [Int], _ rhs: [Int]) -> Int {
    zip(lhs, rhs).reduce(0) { sum, pair in sum + (pair.0 - pair.1) * (pair.0 - pair.1) }
  }
}

/// How many colours a terminal can show, from full 24-bit down to none.
///
/// Renderers reduce every `Color` to this depth just before emitting escape sequences.
public enum ColorDepth: Sendable, Hashable {
  /// 24-bit RGB colour (`COLORTERM=truecolor`).
  case trueColor
  /// The xterm 256-colour palette; see `Color.paletteIndex`.
  case palette256
  /// The 16 standard ANSI colours; see `Color.ansi16Index`.
  case ansi16
  /// No colour at all: only attributes such as bold or inverse distinguish text.
  case monochrome
}
