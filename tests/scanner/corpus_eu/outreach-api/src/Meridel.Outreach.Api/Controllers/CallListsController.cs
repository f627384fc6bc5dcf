using Meridel.Outreach.Api.Voxbridge;
using Microsoft.AspNetCore.Mvc;

namespace Meridel.Outreach.Api.Controllers;

[ApiController]
[Route("api/call-lists")]
public sealed class CallListsController : ControllerBase
{
    private readonly IVoxbridgeClient _voxbridge;

    public CallListsController(IVoxbridgeClient voxbridge) => _voxbridge = voxbridge;

    [HttpGet]
    public async Task<IActionResult> Get(CancellationToken ct)
    {
        var staffId = (string)HttpContext.Items["StaffId"]!;
        try
        {
            return Ok(await _voxbridge.GetListsAsync(staffId, ct));
        }
        catch (VoxbridgeApiException ex) when (ex.StatusCode == 404 && ex.Message == "user not found")
        {
            return Problem(title: "You do not have a Voxbridge seat yet", statusCode: 403);
        }
        catch (VoxbridgeApiException ex) when (ex.StatusCode == 502)
        {
            return Problem(title: "Dialer sign-in is temporarily unavailable, try again shortly", statusCode: 503);
        }
    }

    [HttpPost("{listId:long}/patients")]
    public async Task<IActionResult> AddPatients(long listId, [FromBody] string[] phones, CancellationToken ct)
    {
        var staffId = (string)HttpContext.Items["StaffId"]!;
        await _voxbridge.AddContactsAsync(staffId, listId, phones, ct);
        return Accepted();
    }
}
