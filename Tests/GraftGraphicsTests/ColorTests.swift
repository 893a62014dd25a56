import GraftGraphics
import Testing

@Suite struct ColorTests {
  @Test func defaultHasNoFallbacks() {
    #expect(Color.default.paletteIndex == nil)
    #expect(Color.default.ansi16Index == nil)
  }

  @Test func pureRedMapsToCubeAndBrightRed() {
    #expect(Color.red.paletteIndex == 196)
    #expect(Color.red.ansi16Index == 9)
  }

  @Test func xtermNormalRedMapsToANSIRed() {
    #expect(Color.rgb(205, 0, 0).ansi16Index == 1)
  }

  @Test func cubeCorners() {
    #expect(Color.black.paletteIndex == 16)
    #expect(Color.white.paletteIndex == 231)
    #expect(Color.rgb(95, 135, 175).paletteIndex == 67)
  }

  @Test func greysPreferTheGreyRamp() {
    #expect(Color.gray.paletteIndex == 244)
    #expect(Color.rgb(100, 100, 100).paletteIndex == 241)
    #expect(Color.rgb(10, 10, 10).paletteIndex == 232)
    #expect(Color.rgb(238, 238, 238).paletteIndex == 255)
  }

  @Test func nearlyGreyColourStaysInTheCubeWhenCloser() {
    // (95, 95, 95) is exactly cube entry 59; the nearest grey (98) is 27 away.
    #expect(Color.rgb(95, 95, 95).paletteIndex == 59)
  }

  @Test func ansi16UsesXtermValues() {
    #expect(Color.black.ansi16Index == 0)
    #expect(Color.white.ansi16Index == 15)
    #expect(Color.gray.ansi16Index == 8)
    // xterm's blue is (0, 0, 238) and its bright blue (92, 92, 255): pure blue is nearer blue.
    #expect(Color.blue.ansi16Index == 4)
    #expect(Color.rgb(229, 229, 229).ansi16Index == 7)
  }

  @Test func constantsAreTheirRGBValues() {
    #expect(Color.green == .rgb(0, 255, 0))
    #expect(Color.yellow == .rgb(255, 255, 0))
    #expect(Color.cyan == .rgb(0, 255, 255))
    #expect(Color.magenta == .rgb(255, 0, 255))
  }
}
