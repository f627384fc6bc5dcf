package health.quillon.scheduling.ringmesh;

public class RingmeshException extends RuntimeException {
    private final int status;

    public RingmeshException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() { return status; }

    public boolean isTransient() { return status == 429 || this instanceof IdentityProviderDown; }

    public static final class BadKey extends RingmeshException { public BadKey(String m) { super(401, m); } }
    public static final class NotFound extends RingmeshException { public NotFound(String m) { super(404, m); } }
    public static final class UnknownActingUser extends RingmeshException { public UnknownActingUser(String m) { super(404, m); } }
    public static final class IdentityProviderDown extends RingmeshException { public IdentityProviderDown(String m) { super(502, m); } }
    public static final class ApiDisabled extends RingmeshException { public ApiDisabled(String m) { super(503, m); } }
    public static final class RateLimited extends RingmeshException { public RateLimited(String m) { super(429, m); } }
}
