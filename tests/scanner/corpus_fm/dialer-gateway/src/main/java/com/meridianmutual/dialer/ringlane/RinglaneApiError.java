package com.meridianmutual.dialer.ringlane;

import java.util.List;

/**
 * Ringlane error payload. Example:
 * <pre>{"error": "phone must be E.164", "details": [{"path": "contacts[0].phone", "message": "invalid"}]}</pre>
 */
public class RinglaneApiError {

    private String error;
    private List<FieldIssue> details;

    public String getError() { return error; }
    public void setError(String error) { this.error = error; }
    public List<FieldIssue> getDetails() { return details; }
    public void setDetails(List<FieldIssue> details) { this.details = details; }

    public static class FieldIssue {
        private String path;
        private String message;

        public String getPath() { return path; }
        public void setPath(String path) { this.path = path; }
        public String getMessage() { return message; }
        public void setMessage(String message) { this.message = message; }
    }
}
