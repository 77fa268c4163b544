//! Who may talk to the studio: a request must come to the studio's own address (its `Host`,
//! and its `Origin` when it has one, name the loopback address and port the studio listens on,
//! so a page of another site, or one reached through a name that a rebinding DNS points at the
//! loopback address, is refused), and must carry the random token printed at start, in the
//! address once and then in a cookie. Anything else is 403 Forbidden before it is read further.

use crate::shared::door::random_token;

/// The cookie that carries the token once the page has been opened with it.
pub const COOKIE: &str = "tilecat-studio";

/// The most bytes of a request's body the studio reads: a tile file's limit and room for the
/// operation around it. A longer body is refused unread.
pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024 + 4096;

/// The parts of a request the checks read.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// The method, such as `GET`.
    pub method: &'a str,
    /// The query string, without its `?`.
    pub query: &'a str,
    /// The `Host` header, if any.
    pub host: Option<&'a str>,
    /// The `Origin` header, if any.
    pub origin: Option<&'a str>,
    /// The `Cookie` header, if any.
    pub cookie: Option<&'a str>,
}

/// A request let in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admitted {
    /// By its cookie.
    ByCookie,
    /// By the token in its address: the answer sets the cookie.
    ByToken,
}

/// Why a request is refused, for the 403 answer's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Its `Host` is not the studio's own address.
    Host,
    /// Its `Origin` is not the studio's own address.
    Origin,
    /// It carries neither the token nor the cookie.
    Token,
}

impl Refusal {
    /// The refusal in words.
    pub fn reason(self) -> &'static str {
        match self {
            Refusal::Host => "the request's Host is not the studio's own address",
            Refusal::Origin => "the request comes from a page that is not the studio's",
            Refusal::Token => {
                "the request carries no studio token: open the address the studio printed"
            }
        }
    }
}

/// The studio's checks of who is asking.
#[derive(Debug, Clone)]
pub struct Guard {
    /// The random token, 32 hexadecimal digits.
    token: String,
    /// The port the studio listens on.
    port: u16,
}

impl Guard {
    /// A guard for a studio listening on `port`, with a new random token.
    pub fn new(port: u16) -> Guard {
        Guard {
            token: format!("{:016x}{:016x}", random_token(), random_token()),
            port,
        }
    }

    /// The address to open, token included.
    pub fn address(&self) -> String {
        format!("http://127.0.0.1:{}/?token={}", self.port, self.token)
    }

    /// The `Set-Cookie` header's value that carries the token from now on: sent back only to
    /// this address, never to a script, never with a request another site starts.
    pub fn cookie(&self) -> String {
        format!("{COOKIE}={}; Path=/; HttpOnly; SameSite=Strict", self.token)
    }

    /// Whether `asked` may be answered.
    pub fn check(&self, asked: &Asked<'_>) -> Result<Admitted, Refusal> {
        let own = |value: &str, scheme: &str| {
            ["127.0.0.1", "localhost"]
                .iter()
                .any(|host| value.eq_ignore_ascii_case(&format!("{scheme}{host}:{}", self.port)))
        };
        if !asked.host.is_some_and(|host| own(host, "")) {
            return Err(Refusal::Host);
        }
        if asked.origin.is_some_and(|origin| !own(origin, "http://")) {
            return Err(Refusal::Origin);
        }
        let cookie = asked
            .cookie
            .into_iter()
            .flat_map(|cookies| cookies.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .any(|(name, value)| name == COOKIE && same(value, &self.token));
        if cookie {
            return Ok(Admitted::ByCookie);
        }
        let token = asked
            .query
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .any(|(name, value)| name == "token" && same(value, &self.token));
        // The token in an address opens the page; the page's own requests carry the cookie.
        if token && asked.method == "GET" {
            return Ok(Admitted::ByToken);
        }
        Err(Refusal::Token)
    }
}

/// Whether `a` and `b` are the same, in a time that does not tell where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0, |difference, (x, y)| difference | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked<'a>(guard: &'a Guard, token: &'a str) -> Asked<'a> {
        let _ = guard;
        Asked {
            method: "GET",
            query: token,
            host: Some("127.0.0.1:4000"),
            origin: None,
            cookie: None,
        }
    }

    #[test]
    fn the_token_opens_and_the_cookie_keeps_open() {
        let guard = Guard::new(4000);
        let query = format!("token={}", guard.token);
        assert_eq!(guard.check(&asked(&guard, &query)), Ok(Admitted::ByToken));
        let cookie = format!("other=1; {COOKIE}={}", guard.token);
        let by_cookie = Asked {
            cookie: Some(&cookie),
            ..asked(&guard, "")
        };
        assert_eq!(guard.check(&by_cookie), Ok(Admitted::ByCookie));
        assert_eq!(guard.check(&asked(&guard, "")), Err(Refusal::Token));
        let wrong = format!("token={}0", &guard.token[1..]);
        assert_eq!(guard.check(&asked(&guard, &wrong)), Err(Refusal::Token));
        let post = Asked {
            method: "POST",
            ..asked(&guard, &query)
        };
        assert_eq!(guard.check(&post), Err(Refusal::Token));
    }

    #[test]
    fn another_host_or_origin_is_refused_even_with_the_token() {
        let guard = Guard::new(4000);
        let query = format!("token={}", guard.token);
        for host in [None, Some("evil.example:4000"), Some("127.0.0.1:4001")] {
            let request = Asked {
                host,
                ..asked(&guard, &query)
            };
            assert_eq!(guard.check(&request), Err(Refusal::Host));
        }
        let request = Asked {
            origin: Some("http://evil.example"),
            ..asked(&guard, &query)
        };
        assert_eq!(guard.check(&request), Err(Refusal::Origin));
        let request = Asked {
            origin: Some("http://localhost:4000"),
            host: Some("localhost:4000"),
            ..asked(&guard, &query)
        };
        assert_eq!(guard.check(&request), Ok(Admitted::ByToken));
    }
}
