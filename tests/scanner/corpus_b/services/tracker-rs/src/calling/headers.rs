//! Header names shared by the tracker's outbound HTTP clients.
//!
//! Keep these in one place so the DialSuite client and the telemetry
//! uploader agree on spelling.

/// Auth header DialSuite expects on every request.
pub const LEGACY_KEY_HEADER: &str = "X-API-KEY";

/// Acting user for DialSuite; the driver-desk lead who owns the lists.
pub const ACTING_USER_HEADER: &str = "x-user-email";

/// Our own correlation id, echoed by every Haulwise service.
pub const TRACE_HEADER: &str = "x-haulwise-trace";

/// Samsara-style gateway key for the telematics box uploader (not DialSuite).
pub const TELEMATICS_KEY_HEADER: &str = "x-api-key";

pub const JSON: &str = "application/json";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_names_are_ascii() {
        for h in [LEGACY_KEY_HEADER, ACTING_USER_HEADER, TRACE_HEADER, TELEMATICS_KEY_HEADER] {
            assert!(h.is_ascii());
        }
    }
}
