import GraftTesting
import Testing

@Suite struct InspectionErrorTests {
  @Test func eachFailureReadsAsASentence() {
    #expect(
      InspectionError.notFound(#"button titled "Save""#, searched: "Demo > VStack > Text \"Hi\"")
        .description == #"no button titled "Save"; searched: Demo > VStack > Text "Hi""#)
    #expect(
      InspectionError.unreachable(#"Button "Save""#, action: "tap", reason: "it is hidden")
        .description == #"cannot tap Button "Save": it is hidden"#)
    #expect(
      InspectionError.actionFailed("ScrollView", action: "scroll", reason: "it stopped at (0, 3)")
        .description == "could not scroll ScrollView: it stopped at (0, 3)")
    #expect(
      InspectionError.typeMismatch(#"Text "Hi""#, expected: "Button<Text>").description
        == #"Text "Hi" is not a Button<Text>"#)
  }

  @Test @MainActor func aThrownErrorPrintsItsSentence() {
    let host = ViewHosting.host(Text("Hi"), size: CGSize(width: 4, height: 1))
    do {
      _ = try host.find(button: "Save")
      Issue.record("the query should have failed")
    } catch {
      #expect("\(error)" == #"no button titled "Save"; searched: Text "Hi""#)
    }
  }
}
