using Flurl;
using Flurl.Http;
using Microsoft.Extensions.Configuration;
using Newtonsoft.Json.Linq;

namespace FieldTech.Mobile.Services;

/// <summary>
/// Adds a customer to the "callback requested" Ringlane contact list.
/// Still on the old API because v2 has no contact-list equivalent yet (see FT-1182).
/// </summary>
public sealed class LegacyCallbackListService
{
    private const string CallbackListId = "cl_8f2a61d0c4";
    private readonly string _root;
    private readonly string _legacyKey;

    public LegacyCallbackListService(IConfiguration config)
    {
        _root = config["Calling:LegacyBaseUrl"] ?? "https://api.ringlane.io/api/public/v1";
        _legacyKey = Preferences.Default.Get("ringlane_legacy_key", string.Empty);
    }

    public async Task<bool> RequestCallbackAsync(string technicianEmail, string customerPhone)
    {
        try
        {
            await _root
                .AppendPathSegments("contact-lists", CallbackListId, "contacts")
                .WithHeader("x-api-key", _legacyKey)
                .WithHeader("x-user-email", technicianEmail)
                .PostJsonAsync(new { contacts = new[] { new { phone = customerPhone } } });
            return true;
        }
        catch (FlurlHttpException ex) when (ex.StatusCode is 502 or 503)
        {
            // IdP down or API switched off on Ringlane's side: queue it for later.
            OfflineQueue.Enqueue(technicianEmail, customerPhone);
            return false;
        }
        catch (FlurlHttpException ex)
        {
            var body = await ex.GetResponseStringAsync();
            var message = JObject.Parse(body)["error"]?.Value<string>();
            throw new InvalidOperationException($"Could not add callback: {message}");
        }
    }
}

internal static class OfflineQueue
{
    private static readonly List<(string, string)> Pending = new();
    public static void Enqueue(string email, string phone) => Pending.Add((email, phone));
}
