"""What schemathesis cannot read from JSON Schema alone in the sign-in API's document.

The Password schema says `format: password` and `x-maxUtf8Bytes: 72`: at most 72 bytes of
UTF-8 (bcrypt reads no further), a bound no JSON Schema keyword states. This strategy draws
passwords within it, so that every password schemathesis calls valid is one the server
accepts.
"""

from hypothesis import strategies as st

import schemathesis

MAX_UTF8_BYTES = 72

# Control characters are refused by the document's pattern; surrogates cannot be sent as JSON.
characters = st.characters(blacklist_categories=("Cc", "Cs"))

schemathesis.openapi.format(
    "password",
    st.text(characters, min_size=1, max_size=MAX_UTF8_BYTES).filter(
        lambda password: len(password.encode("utf-8")) <= MAX_UTF8_BYTES
    ),
)
