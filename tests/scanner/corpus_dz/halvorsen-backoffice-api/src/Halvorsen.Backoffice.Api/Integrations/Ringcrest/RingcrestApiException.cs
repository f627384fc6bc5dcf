using System.Net;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

public enum RingcrestFailure
{
    Unknown,
    InvalidKey,
    MissingActingUser,
    ActingUserNotFound,
    IdentityProviderDown,
    ApiDisabled,
    ContactListNotFound,
    RateLimited,
    Validation,
}

public sealed class RingcrestApiException : Exception
{
    public RingcrestApiException(RingcrestFailure failure, HttpStatusCode status, string message,
        IReadOnlyList<RingcrestErrorDetail>? details = null)
        : base(message)
    {
        Failure = failure;
        Status = status;
        Details = details ?? Array.Empty<RingcrestErrorDetail>();
    }

    public RingcrestFailure Failure { get; }
    public HttpStatusCode Status { get; }
    public IReadOnlyList<RingcrestErrorDetail> Details { get; }

    public bool IsTransient => Failure is RingcrestFailure.IdentityProviderDown or RingcrestFailure.RateLimited;
}
