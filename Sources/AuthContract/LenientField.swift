extension KeyedDecodingContainer {
  /// The text at `key`, or nil when it is absent, null or something else. Something else (a
  /// number, an object, a string that is not UTF-8) adds `field` to `notText`: the server refuses
  /// that field as ill-formed, not as missing.
  func lenientText(
    forKey key: Key, _ field: CredentialProblem.Field,
    notText: inout Set<CredentialProblem.Field>
  ) -> String? {
    if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
    if contains(key), (try? decodeNil(forKey: key)) != true { notText.insert(field) }
    return nil
  }
}
