using System.Net;
using Fabrikam.CrmSync.Calltrek;
using Fabrikam.CrmSync.Dynamics;
using Fabrikam.CrmSync.Email;
using Fabrikam.CrmSync.Sync;
using Polly;
using Polly.Extensions.Http;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<CalltrekOptions>(builder.Configuration.GetSection(CalltrekOptions.SectionName));
builder.Services.Configure<MailhubOptions>(builder.Configuration.GetSection("Mailhub"));

// Calltrek: retry rate limits and the "identity provider unreachable" gateway error.
builder.Services.AddHttpClient<CalltrekClient>(c => c.Timeout = TimeSpan.FromSeconds(45))
    .AddPolicyHandler(Policy<HttpResponseMessage>
        .Handle<HttpRequestException>()
        .OrResult(r => r.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.TooManyRequests)
        .WaitAndRetryAsync(4, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt))));

// Mailhub sits behind AWS API Gateway; 502/503 there are just cold starts.
builder.Services.AddHttpClient<MailhubContactListClient>()
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => r.StatusCode == HttpStatusCode.ServiceUnavailable)
        .WaitAndRetryAsync(3, _ => TimeSpan.FromMilliseconds(500)));

builder.Services.AddSingleton<SendGridAudienceSync>();
builder.Services.AddSingleton<DataverseLeadReader>();
builder.Services.AddHostedService<ContactListSyncWorker>();

var host = builder.Build();
host.Run();
