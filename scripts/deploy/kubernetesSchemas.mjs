/**
 * Checks rendered manifests against the Kubernetes API's OpenAPI schemas, as kubeconform would,
 * offline: `kubernetes-models` ships each kind's schema with a validator. That package is ES
 * modules only, so this file is one, run as a Node process of its own (validateManifests.ts):
 * manifests as JSON on stdin, one line per problem as a JSON array on stdout.
 */
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Secret, Service, ServiceAccount } from 'kubernetes-models/v1';

const KINDS = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
};

/** @param {Array<{ source: string, manifest: { apiVersion: string, kind: string, metadata?: { name?: string } } }>} manifests */
function validateManifests(manifests) {
  const problems = [];
  for (const { source, manifest } of manifests) {
    const where = `${ source }: ${ manifest.kind } ${ manifest.metadata?.name }`;
    const Model = KINDS[`${ manifest.apiVersion }/${ manifest.kind }`];
    if (!Model) {
      problems.push(`${ where }: no schema here for ${ manifest.apiVersion } ${ manifest.kind }`);
      continue;
    }
    try {
      new Model(manifest).validate();
    } catch (error) {
      problems.push(`${ where }: ${ error.message }`);
    }
  }
  return problems;
}

let input = '';
process.stdin.on('data', (chunk) => { input += chunk.toString(); });
process.stdin.on('end', () => process.stdout.write(JSON.stringify(validateManifests(JSON.parse(input)))));
