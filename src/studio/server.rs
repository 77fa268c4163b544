//! The HTTP server: `tiny_http` on the loopback address, one request at a time. Each request is
//! checked ([`Guard`]) before anything of it but its headers is read, its body is read only up
//! to [`MAX_BODY_BYTES`], and its answer carries headers that keep other sites' pages from
//! framing or reading it.

use std::io::Read;

use tiny_http::{Header, Request, Response, Server};

use crate::studio::api::{Answer, Studio};
use crate::studio::security::{Admitted, Asked, Guard, MAX_BODY_BYTES};

/// The headers every answer carries.
const HEADERS: [(&str, &str); 4] = [
    ("Cache-Control", "no-store"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    (
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'",
    ),
];

/// Answers the requests `server` receives, with `guard`'s checks, until it stops.
pub fn run(server: &Server, guard: &Guard, studio: &mut Studio) {
    for request in server.incoming_requests() {
        answer(request, guard, studio);
    }
}

/// The value of the header `name` of `request`.
fn header<'r>(request: &'r Request, name: &str) -> Option<&'r str> {
    request
        .headers()
        .iter()
        .find(|header| header.field.as_str().as_str().eq_ignore_ascii_case(name))
        .map(|header| header.value.as_str())
}

/// Answers one request.
fn answer(mut request: Request, guard: &Guard, studio: &mut Studio) {
    let url = request.url().to_owned();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    let method = request.method().as_str().to_owned();
    let asked = Asked {
        method: &method,
        query,
        host: header(&request, "Host"),
        origin: header(&request, "Origin"),
        cookie: header(&request, "Cookie"),
    };
    let admitted = match guard.check(&asked) {
        Ok(admitted) => admitted,
        Err(refusal) => return respond(request, Answer::text(403, refusal.reason()), None),
    };
    if request
        .body_length()
        .is_some_and(|length| length > MAX_BODY_BYTES)
    {
        return respond(
            request,
            Answer::text(413, "the request's body is too long"),
            None,
        );
    }
    let mut body = Vec::new();
    let read = request
        .as_reader()
        .take(MAX_BODY_BYTES as u64 + 1)
        .read_to_end(&mut body);
    if read.is_err() {
        return respond(
            request,
            Answer::text(400, "the request's body could not be read"),
            None,
        );
    }
    if body.len() > MAX_BODY_BYTES {
        return respond(
            request,
            Answer::text(413, "the request's body is too long"),
            None,
        );
    }
    let answer = studio.answer(&method, path, query, &body);
    let cookie = (admitted == Admitted::ByToken).then(|| guard.cookie());
    respond(request, answer, cookie);
}

/// Sends `answer`, setting `cookie` when given.
fn respond(request: Request, answer: Answer, cookie: Option<String>) {
    // Every answer is whole at hand: sent with its length, never in chunks.
    let mut response = Response::from_data(answer.body)
        .with_status_code(answer.status)
        .with_chunked_threshold(usize::MAX);
    let mut headers: Vec<(&str, String)> = HEADERS
        .iter()
        .map(|(name, value)| (*name, (*value).to_owned()))
        .collect();
    headers.push(("Content-Type", answer.content_type.to_owned()));
    if let Some(cookie) = cookie {
        headers.push(("Set-Cookie", cookie));
    }
    for (name, value) in headers {
        if let Ok(header) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            response.add_header(header);
        }
    }
    // A client gone before its answer is no error of the studio's.
    let _ = request.respond(response);
}
