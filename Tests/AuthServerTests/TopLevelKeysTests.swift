import Testing

@testable import AuthServer

/// ``TopLevelKeys`` finds a key named twice at the top of a JSON object, as its escapes read,
/// and nowhere else.
@Suite struct TopLevelKeysTests {
  @Test(arguments: [
    (#"{"email":"a","email":"b"}"#, "email"),
    (#"{"email":"a","\u0065mail":"b"}"#, "email"),
    (" {\n\t\"a\" : 1 ,\r\n \"b\":[1,{\"a\":2}], \"a\" : null }", "a"),
    (#"{"a":"}\",{","b":{"c":[{}]},"a":true}"#, "a"),
    (#"{"":1,"":2}"#, ""),
  ])
  func aRepeatedKeyIsFound(json: String, key: String) {
    #expect(TopLevelKeys.firstRepeated(in: Array(json.utf8)) == key)
  }

  @Test(arguments: [
    #"{"email":"a","password":"b"}"#,
    #"{"a":{"b":1,"b":2},"c":[{"d":1},{"d":2}]}"#,
    #"{"a":"\"a\":1,\"a\":2"}"#,
    #"{"email":"a","Email":"b"}"#,
    "{}",
    "[1,1]",
    #""a""#,
    "",
  ])
  func withoutARepeatedTopLevelKeyNoneIsFound(json: String) {
    #expect(TopLevelKeys.firstRepeated(in: Array(json.utf8)) == nil)
  }
}
