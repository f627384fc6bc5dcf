using System.Net;
using System.Text.Json;
using Refit;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

internal static class RingcrestErrorMapper
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    public static RingcrestApiException Map(ApiException ex)
    {
        RingcrestErrorResponse? body = null;
        try
        {
            if (!string.IsNullOrWhiteSpace(ex.Content))
                body = JsonSerializer.Deserialize<RingcrestErrorResponse>(ex.Content, Json);
        }
        catch (JsonException)
        {
            // Ringcrest's load balancer sometimes answers with an HTML page
        }

        var message = body?.Error ?? ex.ReasonPhrase ?? "Ringcrest request failed";

        var failure = ex.StatusCode switch
        {
            HttpStatusCode.Unauthorized => RingcrestFailure.InvalidKey,
            HttpStatusCode.BadRequest when message.Contains("user", StringComparison.OrdinalIgnoreCase)
                => RingcrestFailure.MissingActingUser,
            HttpStatusCode.NotFound when string.Equals(message, "user not found", StringComparison.OrdinalIgnoreCase)
                => RingcrestFailure.ActingUserNotFound,
            HttpStatusCode.NotFound => RingcrestFailure.ContactListNotFound,
            HttpStatusCode.BadGateway => RingcrestFailure.IdentityProviderDown,
            HttpStatusCode.ServiceUnavailable => RingcrestFailure.ApiDisabled,
            HttpStatusCode.TooManyRequests => RingcrestFailure.RateLimited,
            HttpStatusCode.UnprocessableEntity => RingcrestFailure.Validation,
            _ => RingcrestFailure.Unknown,
        };

        return new RingcrestApiException(failure, ex.StatusCode, message, body?.Details);
    }

    public static string Describe(RingcrestApiException ex)
    {
        if (ex.Details.Count == 0)
            return ex.Message;

        var parts = ex.Details.Select(d => $"{d.Path}: {d.Message}");
        return $"{ex.Message} ({string.Join("; ", parts)})";
    }
}
