package health.harbourline.outreach.calltrail;

public class CalltrailException extends RuntimeException {

    public enum Kind { AUTH, ACTING_USER_UNKNOWN, LIST_NOT_FOUND, DISABLED, RATE_LIMITED, OTHER }

    private final Kind kind;

    public CalltrailException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
