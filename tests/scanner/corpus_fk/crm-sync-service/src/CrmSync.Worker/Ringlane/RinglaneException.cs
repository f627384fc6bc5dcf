using System.Net;
using System.Text.Json;
using Refit;

namespace CrmSync.Worker.Ringlane;

public enum RinglaneFailureKind
{
    Unknown,
    InvalidKey,
    ActingUserMissing,
    ActingUserUnknown,
    IdentityProviderDown,
    ApiDisabled,
    ListNotFound,
    RateLimited,
}

public sealed class RinglaneException : Exception
{
    public RinglaneException(RinglaneFailureKind kind, HttpStatusCode status, string message, Exception? inner = null)
        : base(message, inner)
    {
        Kind = kind;
        Status = status;
    }

    public RinglaneFailureKind Kind { get; }
    public HttpStatusCode Status { get; }
    public bool IsTransient => Kind is RinglaneFailureKind.IdentityProviderDown or RinglaneFailureKind.RateLimited;

    public static async Task<RinglaneException> FromApiExceptionAsync(ApiException ex)
    {
        RinglaneErrorResponse? body = null;
        try
        {
            body = await ex.GetContentAsAsync<RinglaneErrorResponse>();
        }
        catch (JsonException)
        {
            // body was not JSON (gateway HTML page etc.)
        }

        var message = body?.Error ?? ex.ReasonPhrase ?? "Ringlane call failed";

        var kind = ex.StatusCode switch
        {
            HttpStatusCode.Unauthorized => RinglaneFailureKind.InvalidKey,
            HttpStatusCode.BadRequest when message.Contains("user", StringComparison.OrdinalIgnoreCase) => RinglaneFailureKind.ActingUserMissing,
            HttpStatusCode.NotFound when message == "user not found" => RinglaneFailureKind.ActingUserUnknown,
            HttpStatusCode.NotFound => RinglaneFailureKind.ListNotFound,
            HttpStatusCode.BadGateway => RinglaneFailureKind.IdentityProviderDown,
            HttpStatusCode.ServiceUnavailable => RinglaneFailureKind.ApiDisabled,
            HttpStatusCode.TooManyRequests => RinglaneFailureKind.RateLimited,
            _ => RinglaneFailureKind.Unknown,
        };

        if (body?.Details is { Count: > 0 } details)
        {
            var joined = string.Join("; ", details.Select(d => $"{d.Path}: {d.Message}"));
            message = $"{message} ({joined})";
        }

        return new RinglaneException(kind, ex.StatusCode, message, ex);
    }
}
