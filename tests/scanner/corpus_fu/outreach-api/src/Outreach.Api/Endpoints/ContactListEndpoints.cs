using Outreach.Api.Ringforge;

namespace Outreach.Api.Endpoints;

/// <summary>
/// Our own API surface for the CRM front-end. These routes are ours, they only proxy to the dialer.
/// </summary>
public static class ContactListEndpoints
{
    public static IEndpointRouteBuilder MapContactListEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/campaigns/{campaignId}/contact-lists").WithTags("ContactLists");

        group.MapGet("/", async (string campaignId, RingforgeClient rf, CancellationToken ct) =>
            Results.Ok(await rf.GetContactListsAsync(ct)));

        group.MapPost("/{listId}/contacts", async (string campaignId, string listId, string[] phones, HttpContext http, RingforgeClient rf, CancellationToken ct) =>
        {
            // The SPA forwards the signed-in rep; our gateway sets this header after validating the JWT.
            var rep = http.Request.Headers["X-User-Email"].FirstOrDefault();
            if (string.IsNullOrEmpty(rep))
            {
                return Results.Json(new { error = "missing rep identity" }, statusCode: StatusCodes.Status400BadRequest);
            }

            try
            {
                await rf.AppendContactsAsync(listId, phones, rep, ct);
                return Results.NoContent();
            }
            catch (RingforgeApiException ex) when (ex.IsUserNotFound)
            {
                return Results.Json(new { error = $"{rep} has no dialer seat" }, statusCode: StatusCodes.Status403Forbidden);
            }
        });

        return app;
    }
}
