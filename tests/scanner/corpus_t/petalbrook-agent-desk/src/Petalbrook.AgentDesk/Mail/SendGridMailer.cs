using System.Net;
using SendGrid;
using SendGrid.Helpers.Mail;

namespace Petalbrook.AgentDesk.Mail;

public sealed class SendGridMailer
{
    private readonly SendGridClient _client;
    private readonly EmailAddress _from;

    public SendGridMailer(IConfiguration config)
    {
        _client = new SendGridClient(config["SendGrid:ApiKey"]);
        _from = new EmailAddress(config["SendGrid:From"], "Petalbrook Insurance");
    }

    public async Task<bool> SendRenewalReminderAsync(string to, string policyNumber)
    {
        var msg = MailHelper.CreateSingleEmail(_from, new EmailAddress(to), $"Your policy {policyNumber} renews soon",
            "Your policy renews in 30 days.", null);
        var response = await _client.SendEmailAsync(msg);
        if (response.StatusCode == HttpStatusCode.ServiceUnavailable || response.StatusCode == HttpStatusCode.BadGateway)
        {
            return false; // SendGrid hiccup, the caller retries
        }
        return response.IsSuccessStatusCode;
    }

    public async Task AddToSuppressionListAsync(string email)
    {
        // SendGrid marketing contact lists: /v3/marketing/lists
        var body = "{\"list_ids\":[\"renewals\"],\"contacts\":[{\"email\":\"" + email + "\"}]}";
        await _client.RequestAsync(BaseClient.Method.PUT, body, urlPath: "marketing/contacts");
    }
}
