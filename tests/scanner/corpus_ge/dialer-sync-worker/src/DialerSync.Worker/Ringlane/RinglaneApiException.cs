using System.Net;

namespace DialerSync.Worker.Ringlane;

public sealed class RinglaneApiException : Exception
{
    public RinglaneApiException(HttpStatusCode status, string? error, IReadOnlyList<RinglaneErrorDetail>? details)
        : base($"Ringlane API returned {(int)status}: {error}")
    {
        StatusCode = status;
        ApiError = error;
        Details = details ?? Array.Empty<RinglaneErrorDetail>();
    }

    public HttpStatusCode StatusCode { get; }
    public string? ApiError { get; }
    public IReadOnlyList<RinglaneErrorDetail> Details { get; }

    /// <summary>The acting user email isn't known to Ringlane's identity provider.</summary>
    public bool IsUnknownActingUser =>
        StatusCode == HttpStatusCode.NotFound &&
        string.Equals(ApiError, "user not found", StringComparison.OrdinalIgnoreCase);

    public bool IsListMissing =>
        StatusCode is HttpStatusCode.NotFound &&
        string.Equals(ApiError, "contact list not found", StringComparison.OrdinalIgnoreCase);

    /// <summary>Ringlane couldn't reach its IdP; safe to retry later.</summary>
    public bool IsTransient => StatusCode == HttpStatusCode.BadGateway;

    /// <summary>Public API switched off for our workspace by a Ringlane admin.</summary>
    public bool IsApiDisabled => StatusCode == HttpStatusCode.ServiceUnavailable;

    public bool IsRateLimited => StatusCode == (HttpStatusCode)429;

    public string DescribeDetails() =>
        string.Join("; ", Details.Select(d => $"{d.Path}: {d.Message}"));
}
