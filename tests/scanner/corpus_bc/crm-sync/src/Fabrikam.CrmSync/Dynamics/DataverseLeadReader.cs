using Microsoft.PowerPlatform.Dataverse.Client;
using Microsoft.Xrm.Sdk.Query;

namespace Fabrikam.CrmSync.Dynamics;

public sealed record CallbackLead(Guid LeadId, string Phone, string? FirstName, string? LastName);

public sealed record LeadBatch(string Territory, IReadOnlyList<CallbackLead> Leads);

public sealed class DataverseLeadReader
{
    private readonly ServiceClient _service;

    public DataverseLeadReader(IConfiguration config)
    {
        var cs = $"AuthType=ClientSecret;Url={config["Dataverse:Url"]};ClientId={config["Dataverse:ClientId"]};ClientSecret={config["Dataverse:ClientSecret"]}";
        _service = new ServiceClient(cs);
    }

    public async IAsyncEnumerable<LeadBatch> ReadCallbackLeadsAsync([System.Runtime.CompilerServices.EnumeratorCancellation] CancellationToken ct)
    {
        var query = new QueryExpression("lead")
        {
            ColumnSet = new ColumnSet("leadid", "telephone1", "firstname", "lastname", "fab_territory"),
            Criteria = { Conditions = { new ConditionExpression("fab_callbackrequested", ConditionOperator.Equal, true) } },
        };

        var result = await _service.RetrieveMultipleAsync(query, ct);
        foreach (var group in result.Entities.GroupBy(e => e.GetAttributeValue<string>("fab_territory") ?? "unassigned"))
        {
            yield return new LeadBatch(group.Key, group
                .Where(e => !string.IsNullOrWhiteSpace(e.GetAttributeValue<string>("telephone1")))
                .Select(e => new CallbackLead(e.Id, e.GetAttributeValue<string>("telephone1"), e.GetAttributeValue<string>("firstname"), e.GetAttributeValue<string>("lastname")))
                .ToList());
        }
    }
}
