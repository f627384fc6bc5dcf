using System.Net;
using Fabrikam.Portal.Server.Services;
using Microsoft.AspNetCore.Mvc;

namespace Fabrikam.Portal.Server.Controllers;

[ApiController]
[Route("api/contact-lists")]
public sealed class DialerListsController(CalltrekProxy calltrek, ILogger<DialerListsController> logger) : ControllerBase
{
    public sealed record AddContactRequest(string Phone, string Name);

    [HttpGet]
    public async Task<IActionResult> Get([FromHeader(Name = "X-User-Id")] string userId, CancellationToken ct)
    {
        try
        {
            return Ok(await calltrek.ListsAsync(userId, ct));
        }
        catch (CalltrekException ex)
        {
            return MapCalltrekError(ex);
        }
    }

    [HttpPost("{listId}/contacts")]
    public async Task<IActionResult> AddContact(string listId, [FromBody] AddContactRequest request,
        [FromHeader(Name = "X-User-Id")] string userId, CancellationToken ct)
    {
        if (string.IsNullOrWhiteSpace(request.Phone))
        {
            return BadRequest(new { error = "phone is required" });
        }

        try
        {
            return Ok(await calltrek.AddContactAsync(listId, request.Phone, request.Name, userId, ct));
        }
        catch (CalltrekException ex)
        {
            return MapCalltrekError(ex);
        }
    }

    private IActionResult MapCalltrekError(CalltrekException ex)
    {
        logger.LogWarning("Calltrek error {Status}: {Message}", (int)ex.StatusCode, ex.ErrorMessage);

        if (ex.StatusCode == HttpStatusCode.NotFound && ex.ErrorMessage == "user not found")
        {
            return Problem("Your account is not enabled in Calltrek yet. Ask Sales Ops.", statusCode: 403);
        }

        if (ex.StatusCode == HttpStatusCode.BadGateway)
        {
            return Problem("Calltrek sign-in is temporarily unavailable, try again.", statusCode: 503);
        }

        return ex.StatusCode switch
        {
            HttpStatusCode.ServiceUnavailable => Problem("Dialer integration is switched off.", statusCode: 503),
            HttpStatusCode.TooManyRequests => Problem("Slow down.", statusCode: 429),
            _ => Problem("Dialer error.", statusCode: 502),
        };
    }
}
